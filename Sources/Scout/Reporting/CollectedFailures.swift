/// One failure Scout reported, as a value: for tests of your own mock helpers,
/// matchers and behaviors, which ``collectFailures(_:)`` runs.
///
/// ```swift
/// let failures = collectFailures {
///     stubSignedIn(service)          // a helper of yours
///     _ = service.currentUser()
/// }
/// #expect(failures.map(\.kind) == [.unexpectedCall])
/// #expect(failures.first?.member == "currentUser()")
/// ```
public struct ScoutFailure: Sendable, CustomStringConvertible {
    /// A place in the test's code: where a failure points, or where the failure it
    /// follows from pointed.
    public struct Location: Sendable, Equatable, CustomStringConvertible {
        /// `Module/File.swift`.
        public let fileID: String
        /// The file's full path.
        public let filePath: String
        /// The line, from 1.
        public let line: Int
        /// The column, from 1.
        public let column: Int

        /// `File.swift:12`, as messages write it.
        public var description: String {
            "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
        }

        init(_ location: CodeLocation) {
            fileID = location.fileID
            filePath = location.filePath
            line = Int(location.line)
            column = Int(location.column)
        }
    }

    /// What kind of mistake it reports.
    public let kind: FailureKind
    /// The member it concerns, as messages write it (`fetch(id:)`, `title`), where
    /// there is one.
    public let member: String?
    /// The whole message, as the test framework shows it.
    public let message: String
    /// Where it points: a line of the test (an expectation, a check, the mock's creation).
    public let location: Location
    /// The earlier failure of the same test this one may follow from (a value Scout
    /// made after that failure reached this call); `nil` for a failure of its own.
    public let followsFrom: Location?

    init(_ failure: Failure) {
        kind = failure.kind
        member = failure.member
        message = failure.message
        location = Location(failure.location)
        followsFrom = failure.followsFrom.map(Location.init)
    }

    /// `File.swift:12: message`.
    public var description: String { "\(location): \(message)" }
}

/// Runs `body` and returns the failures Scout reported meanwhile, in order, instead
/// of reporting them to the test: to test a mock helper, matcher or behavior of your
/// own against the failures it makes, or makes the code under test find.
///
/// Failures of code running in `body`'s task tree are collected; those of other
/// threads and tasks are reported as usual. Collecting nests: an inner collection
/// keeps its failures from the outer one. A collected failure fails no test: what
/// the test does next (a captor read empty, a mock freed with its expectations
/// unmet) is reported as usual.
///
/// - Parameter body: The code whose failures to collect.
/// - Returns: The failures, oldest first.
/// - Throws: Whatever `body` throws, once the failures collected until then are
///   reported to the test as usual: none is lost.
public func collectFailures(_ body: () throws -> Void) rethrows -> [ScoutFailure] {
    let capture = FailureCapture(failsTheTest: false)
    do {
        try FailureCapture.$current.withValue(capture) { try body() }
    } catch {
        capture.reportCollected()
        throw error
    }
    return capture.captured.map(ScoutFailure.init)
}

/// Awaits `body` and returns the failures Scout reported meanwhile, in order, instead
/// of reporting them to the test; see ``collectFailures(_:)``.
///
/// - Parameters:
///   - isolation: The actor `body` runs on, by default the caller's.
///   - body: The code whose failures to collect.
/// - Returns: The failures, oldest first.
/// - Throws: Whatever `body` throws, once the failures collected until then are
///   reported to the test as usual: none is lost.
public func collectFailures(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
) async rethrows -> [ScoutFailure] {
    let capture = FailureCapture(failsTheTest: false)
    do {
        try await FailureCapture.$current.withValue(capture) { try await body() }
    } catch {
        capture.reportCollected()
        throw error
    }
    return capture.captured.map(ScoutFailure.init)
}

extension FailureCapture {
    /// Reports what this capture collected, as if it had never collected it: to the
    /// test running here (or an outer capture), else to standard error.
    func reportCollected() {
        for failure in captured {
            switch FailureDelivery.deliver(failure, owner: FailureDelivery.currentTestToken) {
            case .delivered, .deliveredWithoutFailing: continue
            case .outsideTests: FailureDelivery.printToStandardError(failure)
            case .notReceived:
                if !FailureDelivery.deliverToTestRun(failure).reachedTest { UnclaimedFailures.shared.add(failure) }
            }
        }
    }
}
