import Foundation
import Scout
import Testing

// The code blocks of Scout.docc/ExpectationsAndAnswers.md, compiled and run.

protocol Downloader: Sendable {
    func download(_ url: URL, completion: @escaping @Sendable (Result<Data, any Error>) -> Void)
}

final class MockDownloader: Downloader, Mockable {
    let mock = Mock()
    func download(_ url: URL, completion: @escaping @Sendable (Result<Data, any Error>) -> Void) {
        mock.run.download(url, completion: completion)
    }
}

protocol Settings {
    func value<T>(for key: String) -> T
}

final class MockSettings: Settings, Mockable {
    let mock = Mock()
    func value<T>(for key: String) -> T { mock.run.value(for: key) }
}

struct Car: Equatable, Sendable {
    let model: String
    static let sample = Car(model: "Roadster")
}

protocol Garage {
    func car(id: Int) -> Car
    func find(model: String) -> Car?
    func cars() -> [Car]
}

final class MockGarage: Garage, Mockable {
    let mock = Mock(policy: .relaxed)
    func car(id: Int) -> Car { mock.run.car(id: id) }
    func find(model: String) -> Car? { mock.run.find(model: model) }
    func cars() -> [Car] { mock.run.cars() }
}

struct Session: Equatable {
    let token: String
}

// snippet: mock-default
extension Session: MockDefault {
    static var mockDefault: Session { Session(token: "") }
}
// end-snippet

@Suite("ExpectationsAndAnswers.md")
struct ExpectationsSnippets {
    @Test("what a call does: every form, pasted as one test, answers and verifies")
    func whatACallDoes() async throws {
        let service = MockUserDirectory()
        let clock = ContinuousClock()
        // snippet: what-a-call-does
        service.expect.fetch(id: 1).to(`return`(ada))  // once
        service.expect.fetch(id: 2).to(`return`(grace, times: 3))  // three times
        service.expect.fetch(id: 3).to(`throw`(NetworkError.offline))
        service.expect.fetch(id: any()).to(alwaysReturn(guest))  // any number of times: the fallback, last
        service.expect.find(name: "x").to(`return`(nil))  // optional results
        service.expect.refresh().toBeCalled(times: 2)  // calls returning nothing
        service.expect.refresh().toBeCalled(times: .atLeast(1))  // a Times wherever a count goes

        // In order, like a chain of thenReturn:
        service.expect.find(name: "ada").to(`return`(ada)).and.to(`return`(nil))

        // Properties
        service.expect.region.to(`return`("eu")).and.to(alwaysReturn("us"))
        service.expect.lastSync.to(get { clock.now })
        service.expect.region.toBeSet(to: "apac")
        service.expect.volume.toBeSet(to: inRange(0...10), times: 2)
        // end-snippet
        #expect(try service.fetch(id: 1) == ada)
        for _ in 1...3 { #expect(try service.fetch(id: 2) == grace) }
        #expect(throws: NetworkError.offline) { try service.fetch(id: 3) }
        #expect(try service.fetch(id: 1) == guest)
        #expect(service.find(name: "x") == nil)
        for _ in 1...3 { service.refresh() }
        #expect(service.find(name: "ada") == ada)
        #expect(service.find(name: "ada") == nil)
        #expect(service.region == "eu")
        #expect(service.region == "us")
        #expect(service.lastSync <= clock.now)
        service.region = "apac"
        service.volume = 3
        service.volume = 10
        service.verify()
    }

    @Test("precedence: the specific expectation first, the fallback last")
    func precedence() throws {
        let service = MockUserDirectory()
        // snippet: precedence
        service.expect.fetch(id: 99).to(`return`(admin, times: 2))
        service.expect.fetch(id: any()).to(alwaysReturn(guest))  // the fallback, last
        // end-snippet
        #expect(try service.fetch(id: 99) == admin)
        #expect(try service.fetch(id: 5) == guest)
        #expect(try service.fetch(id: 99) == admin)
        #expect(try service.fetch(id: 99) == guest)
        service.verify()
    }

    @Test("typed blocks and calling a completion handler")
    func typedBlocks() throws {
        let service = MockUserDirectory()
        let downloader = MockDownloader()
        let data = Data([4, 5])
        // snippet: typed-blocks
        service.expect.fetch(id: any()).toAlways { (id: Int) in
            User(id: id, name: "generated")  // the arguments, typed, in order
        }
        downloader.expect.download(any(), completion: any())
            .to(calling("completion", with: Result<Data, any Error>.success(data)))
        // end-snippet
        #expect(try service.fetch(id: 4) == User(id: 4, name: "generated"))
        let received = Box<Data?>(nil)
        downloader.download(URL(string: "https://example.com/b")!) { result in received.set(try? result.get()) }
        #expect(received.value == data)
        downloader.verify()
    }

    @Test("defaults scoped to a block, derived for optionals and arrays")
    func scopedDefaults() {
        let garage = MockGarage()
        // snippet: scoped-defaults
        withMockDefaults(MockDefaults().with(Car.sample).derivingOptionalsAndArrays()) {
            #expect(garage.car(id: 1) == Car.sample)
            #expect(garage.find(model: "x") == Car.sample)  // Car? answers Car.sample, not nil
            #expect(garage.cars() == [Car.sample])  // [Car] answers [Car.sample], not []
        }
        // end-snippet
    }

    @Test("replacing what a helper set for the same call")
    func replacing() throws {
        let service = MockUserDirectory()
        // snippet: replacing
        service.expect.fetch(id: any()).to(alwaysReturn(guest))  // in a helper every test calls
        service.expect.fetch(id: any()).replacing.to(`throw`(NetworkError.offline))  // this test's answer
        // end-snippet
        #expect(throws: NetworkError.offline) { try service.fetch(id: 5) }
        service.verify()
    }

    @Test("the result type takes part in choosing the answer")
    func resultTypes() {
        let settings = MockSettings()
        // snippet: result-types
        settings.expect.value(for: "limit").to(`return`(3))
        settings.expect.value(for: "limit").to(`return`("three"))
        let limit: Int = settings.value(for: "limit")  // 3
        let label: String = settings.value(for: "limit")  // "three"
        // end-snippet
        #expect(limit == 3 && label == "three")
        settings.verify()
    }

    @Test("blocks: typed arguments, a completion handler, an async block")
    func blocks() async throws {
        let service = MockUserDirectory()
        let downloader = MockDownloader()
        let url = URL(string: "https://example.com/a")!
        let data = Data([1, 2, 3])
        // snippet: blocks
        service.expect.fetch(id: any()).toAlways { args in
            User(id: try args.id, name: "generated")  // typed by label
        }

        downloader.expect.download(url, completion: any()).to { args in
            let completion: @Sendable (Result<Data, any Error>) -> Void = try args.completion
            completion(.success(data))
        }

        service.expect.load(id: 7).to { args async throws in  // answers calls made with await
            try await Task.sleep(for: .milliseconds(10))
            return ada
        }
        // end-snippet
        downloader.expect.download(any(), completion: any())
            .to(calling("completion", with: Result<Data, any Error>.success(data)))
        #expect(try service.fetch(id: 4) == User(id: 4, name: "generated"))
        let received = Box<Data?>(nil)
        downloader.download(url) { result in received.set(try? result.get()) }
        #expect(received.value == data)
        let again = Box<Data?>(nil)
        downloader.download(url) { result in again.set(try? result.get()) }
        #expect(again.value == data)
        #expect(try await service.load(id: 7) == ada)
        service.verify()
        downloader.verify()
    }

    @Test("a relaxed mock answers what nothing expected with a made value")
    func relaxed() throws {
        // snippet: relaxed
        let spy = Mock(policy: .relaxed)  // or [.relaxedVoid, .relaxedOptional]
        // end-snippet
        let service = MockUserDirectory(spy)
        #expect(try service.fetch(id: 1) == User(id: 0, name: ""))
        #expect(service.find(name: "a") == nil)
        let failures = collectFailures { service.verify() }
        #expect(failures.isEmpty)
    }

    @Test("a type with a MockDefault is what a relaxed mock answers")
    func mockDefault() {
        let mock = Mock(policy: .relaxed)
        let session: Session = mock.run.open()
        #expect(session == Session(token: ""))
    }
}
