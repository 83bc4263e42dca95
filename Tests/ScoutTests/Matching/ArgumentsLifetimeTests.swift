import Foundation
import Scout
import Testing

/// A block's `args` may outlive the call: its labels and values stay valid, for
/// calls whose labels were built at run time and freed since.
@Suite("Arguments kept past the call")
struct ArgumentsLifetimeTests {
    final class Kept: @unchecked Sendable {
        private let lock = NSLock()
        private var arguments: [Arguments] = []
        func keep(_ args: Arguments) {
            lock.lock()
            arguments.append(args)
            lock.unlock()
        }
        var all: [Arguments] {
            lock.lock()
            defer { lock.unlock() }
            return arguments
        }
    }

    @Test("labels and values of kept arguments stay right after the call's strings are freed")
    func keptArguments() throws {
        let mock = Mock()
        let kept = Kept()
        for index in 0..<10 {
            let label = "aRatherLongLabelName_\(index)"
            mock.expect.record.dynamicallyCall(withKeywordArguments: [label: any()]).toAlways { args in
                kept.keep(args)
                return 0
            }
        }
        for index in 0..<10 {
            // Int arguments: optimized builds take the scalar path, where labels are bits.
            let label = "aRatherLongLabelName_\(index)"
            let _: Int = try mock.call.record.dynamicallyCall(withKeywordArguments: [label: index])
        }
        RuntimeNamesTests.churn(50)
        let read = kept.all.map { args in "\(args[0].label)=\(args[0].value as? Int ?? -1)" }
        #expect(read == (0..<10).map { "aRatherLongLabelName_\($0)=\($0)" })
        let interactions = mock.interactions.map(\.description)
        #expect(interactions == (0..<10).map { "record(aRatherLongLabelName_\($0): \($0))" })
    }
}
