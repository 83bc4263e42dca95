/// Values for common standard and Foundation types that have no `MockDefault` and
/// that decoding cannot make (a `URL` decodes from a string, and `""` is not one).
///
/// Foundation's types come from the module `Scout` (see `TestFrameworkBridge`),
/// which links Foundation anyway: importing it here would add seconds to every
/// clean build of Scout. Outside tests, `Date`, `Data` and `Decimal` are still made
/// by decoding; `URL` and `UUID` are not.
enum KnownTypes {
    static func value(of type: Any.Type) -> Any? {
        switch type {
        case is Character.Type: Character(" ")
        case is Duration.Type: Duration.zero
        default: testFrameworkBridge?.foundationValue(of: type)
        }
    }
}
