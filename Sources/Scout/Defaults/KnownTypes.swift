#if canImport(FoundationEssentials)
    internal import FoundationEssentials
#else
    internal import Foundation
#endif

/// Values for common standard and Foundation types that have no `MockDefault` and
/// that decoding cannot make (a `URL` decodes from a string, and `""` is not one).
enum KnownTypes {
    static func value(of type: Any.Type) -> Any? {
        switch type {
        case is Character.Type: Character(" ")
        case is Date.Type: Date(timeIntervalSinceReferenceDate: 0)
        case is URL.Type: URL(string: "about:blank")
        case is UUID.Type: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        case is Data.Type: Data()
        case is Decimal.Type: Decimal(0)
        case is Duration.Type: Duration.zero
        default: nil
        }
    }
}
