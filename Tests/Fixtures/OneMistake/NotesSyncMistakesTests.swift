// Tests that fail on purpose, one ordinary mistake each: `.ci/run` copies this file into
// the getting-started package, runs each test alone and checks that Swift Testing
// records exactly one error for it, and what follows from it only as warnings.
import Foundation
import Scout
import Testing

struct Note: Codable, Equatable, Sendable {
    var id: Int
    var title: String
}

enum SyncEvent: Equatable, Sendable {
    case syncStarted
    case syncFinished
}

protocol NotesAPI: Sendable {
    func changes(since: Date?) async throws -> [Note]
    func upload(_ note: Note, folder: String) async throws -> Int
}

protocol NotesStore: Sendable {
    var lastSync: Date? { get }
    func pending() -> [Note]
    func save(_ note: Note, revision: Int)
}

protocol Analytics: Sendable {
    func track(_ event: SyncEvent)
}

final class MockNotesAPI: NotesAPI, Mockable {
    let mock = Mock()
    func changes(since: Date?) async throws -> [Note] { try await mock.call.changes(since: since) }
    func upload(_ note: Note, folder: String) async throws -> Int { try await mock.call.upload(note, folder: folder) }
}

/// The same mock with a typo in one forwarding line: the mistake of the third row.
final class MockNotesAPIWithTypo: NotesAPI, Mockable {
    let mock = Mock()
    func changes(since: Date?) async throws -> [Note] { try await mock.call.changes(since: since) }
    func upload(_ note: Note, folder: String) async throws -> Int { try await mock.call.uplaod(note, folder: folder) }
}

final class MockNotesStore: NotesStore, Mockable {
    let mock = Mock()
    var lastSync: Date? { mock.get.lastSync }
    func pending() -> [Note] { mock.run.pending() }
    func save(_ note: Note, revision: Int) { mock.run.save(note, revision: revision) }
}

final class MockAnalytics: Analytics, Mockable {
    let mock = Mock()
    func track(_ event: SyncEvent) { mock.run.track(event) }
}

/// The code under test: uploads what is pending into `folder`, saves each note with
/// its new revision, then fetches what changed since the last sync.
struct NotesSync: Sendable {
    let api: any NotesAPI
    let store: any NotesStore
    let analytics: any Analytics
    var folder = "inbox"

    func run() async throws {
        analytics.track(.syncStarted)
        let notes = store.pending()
        for note in notes {
            let revision = try await api.upload(note, folder: folder)
            store.save(note, revision: revision)
        }
        let changed = try await api.changes(since: store.lastSync)
        if !changed.isEmpty || !notes.isEmpty { analytics.track(.syncFinished) }
    }

    /// Syncs a moment later, in a task of its own: edits made meanwhile go along.
    func start() {
        Task {
            try await Task.sleep(for: .milliseconds(200))
            try await run()
        }
    }
}

let groceries = Note(id: 1, title: "Groceries")
let lastWeek = Date(timeIntervalSince1970: 1_700_000_000)

/// The mocks of a sync of one note that goes right: the note is uploaded (what
/// `uploaded` matches) into "inbox".
func expectOneUpload(
    _ api: some Mockable, _ store: MockNotesStore, _ analytics: MockAnalytics, uploaded: any ArgMatcher
) {
    analytics.expect.track(SyncEvent.syncStarted).toBeCalled()
    store.expect.pending().to(`return`([groceries]))
    api.expect.upload(uploaded, folder: "inbox").to(`return`(7))
    store.expect.save(groceries, revision: 7).toBeCalled()
    store.expect.lastSync.to(`return`(lastWeek))
    api.expect.changes(since: lastWeek).to(`return`([]))
    analytics.expect.track(SyncEvent.syncFinished).toBeCalled()
}

// Row 1: a wrong argument value in a flow with a captor (the code uploads into "Inbox").
@Test func captorFlowWithOneWrongFolder() async throws {
    let api = MockNotesAPI(), store = MockNotesStore(), analytics = MockAnalytics()
    let uploaded = ArgumentCaptor<Note>()
    expectOneUpload(api, store, analytics, uploaded: uploaded)

    try await NotesSync(api: api, store: store, analytics: analytics, folder: "Inbox").run()

    #expect(uploaded.value?.title == "Groceries")
    #expect(uploaded.value?.id == 1)
    verify(api, store, analytics)
}

// Row 2: called(.once) without within: for a call another task makes later.
@Test func calledOnceWithoutWithin() async throws {
    let api = MockNotesAPI(), store = MockNotesStore(), analytics = MockAnalytics()
    expectOneUpload(api, store, analytics, uploaded: any())

    NotesSync(api: api, store: store, analytics: analytics).start()

    analytics.received.track(SyncEvent.syncFinished).called(.once)
    verify(api, store, analytics)
}

// Row 3: a typo inside the mock class (uplaod), in two tests that use the member.
@Test func typoInMockClass() async throws {
    let api = MockNotesAPIWithTypo(), store = MockNotesStore(), analytics = MockAnalytics()
    expectOneUpload(api, store, analytics, uploaded: equalTo(groceries))

    try await NotesSync(api: api, store: store, analytics: analytics).run()

    verify(api, store, analytics)
}

@Test func typoInMockClassAgain() async throws {
    let api = MockNotesAPIWithTypo(), store = MockNotesStore(), analytics = MockAnalytics()
    analytics.expect.track(any()).toAlways { _ in }
    store.expect.pending().to(`return`([groceries, Note(id: 2, title: "Books")]))
    api.expect.upload(any(), folder: "inbox").to(`return`(3)).and.to(`return`(4))
    store.expect.save(any(), revision: any()).toBeCalled(times: 2)
    store.expect.lastSync.to(`return`(nil))
    api.expect.changes(since: nil).to(`return`([]))

    try await NotesSync(api: api, store: store, analytics: analytics).run()

    verify(api, store, analytics)
}

// Row 4: a missing expectation for a property (lastSync), whose made nil the code passes on.
@Test func missingPropertyExpectation() async throws {
    let api = MockNotesAPI(), store = MockNotesStore(), analytics = MockAnalytics()
    analytics.expect.track(SyncEvent.syncStarted).toBeCalled()
    store.expect.pending().to(`return`([]))
    api.expect.changes(since: lastWeek).to(`return`([groceries]))
    analytics.expect.track(SyncEvent.syncFinished).toBeCalled()

    try await NotesSync(api: api, store: store, analytics: analytics).run()

    verify(api, store, analytics)
}
