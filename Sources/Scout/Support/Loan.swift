/// A closure lent for one call (see `Mock.lending`): readable until `end()`, then
/// gone, so that nothing Scout keeps holds it past the call.
final class Loan<Closure>: Sendable {
    private let held: Locked<Closure?>

    init(_ closure: Closure) {
        held = Locked(closure)
    }

    /// The closure while the call runs; `nil` after it.
    var closure: Closure? { held.withLock { $0 } }

    /// Lets go of the closure: the call has returned.
    func end() {
        held.withLock { $0 = nil }
    }
}
