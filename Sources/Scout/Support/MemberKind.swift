/// How a member is reached: reading a property, assigning it, or calling a function.
enum MemberKind: UInt8, Sendable {
    case get
    case set
    case call
}
