import ScoutLowLevel

/// What a recording mock answered one interaction with.
enum RecordedAnswer: Sendable {
    case value(Shared<Any?>)
    case threw(any Error)
}
