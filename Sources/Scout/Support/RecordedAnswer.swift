/// What a recording mock answered one interaction with.
enum RecordedAnswer: @unchecked Sendable {
    case value(Any?)
    case threw(any Error)
}
