import Foundation
import Scout
import Testing

// The code blocks of Scout.docc/ExtendingScout.md, compiled and run.

// snippet: custom-matcher
struct IsEven: ArgMatcher {
    var description: String { "an even number" }
    func match(_ argument: Any?) -> ArgMatch { .judge(argument, as: Int.self) { $0 % 2 == 0 } }
}

func isEven() -> IsEven { IsEven() }
// end-snippet

// snippet: custom-behaviors
/// Calls the completion handler a download was given with `data`.
func completes(with data: Data) -> FuncExpectationBlock {
    { args in
        let completion: @Sendable (Result<Data, any Error>) -> Void = try args.completion
        completion(.success(data))
        return nil
    }
}

/// Reads the clock each time the property is read.
func alwaysNow(of clock: ContinuousClock) -> Behavior {
    alwaysGet { clock.now }
}
// end-snippet

@Suite("ExtendingScout.md")
struct ExtendingSnippets {
    @Test("a matcher of one's own, in an expectation and in a failure")
    func customMatcher() throws {
        let service = MockUserDirectory()
        // snippet: custom-matcher-use
        service.expect.fetch(id: isEven()).to(alwaysReturn(ada))
        // end-snippet
        #expect(try service.fetch(id: 4) == ada)
        let failures = collectFailures { _ = try? service.fetch(id: 3) }
        #expect(failures.first?.message.contains("❌ id: expected an even number, got 3") == true)
    }

    @Test("behaviors of one's own")
    func customBehaviors() {
        let downloader = MockDownloader()
        let service = MockUserDirectory()
        let url = URL(string: "https://example.com/a")!
        let clock = ContinuousClock()
        // snippet: custom-behaviors-use
        downloader.expect.download(url, completion: any()).to(completes(with: Data([1, 2])))
        service.expect.lastSync.to(alwaysNow(of: clock))
        // end-snippet
        let received = Box<Data?>(nil)
        downloader.download(url) { received.set(try? $0.get()) }
        #expect(received.value == Data([1, 2]))
        #expect(service.lastSync <= clock.now)
        downloader.verify()
    }

    @Test("a helper of one's own, tested against the failures it makes")
    func helperTested() throws {
        // snippet: test-a-helper
        /// A helper of the app's tests: every fetch finds the guest user.
        func stubGuest(_ service: MockUserDirectory) {
            service.expect.fetch(id: any()).to(alwaysReturn(guest))
        }

        let service = MockUserDirectory()
        let failures = collectFailures {
            stubGuest(service)
            _ = service.find(name: "Ada")  // not stubbed: a failure, collected
        }
        #expect(failures.map(\.kind) == [.unexpectedCall])
        #expect(failures.first?.member == "find(name:)")
        #expect(failures.first?.followsFrom == nil)
        // end-snippet
        #expect(try service.fetch(id: 7) == guest)
    }
}
