/// Something waiting for the next interaction of one member: resumed once, outside
/// the mock's lock, after such an interaction is recorded.
final class MemberWaiter: Sendable {
    let resume: @Sendable () -> Void

    init(_ resume: @escaping @Sendable () -> Void) {
        self.resume = resume
    }
}
