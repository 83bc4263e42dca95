/// A matcher that accepts arguments of one type, `Value`: what a generated mock's
/// typed `expect`, `received` and `observe` members take where a parameter is not
/// given as a plain value.
///
/// Scout's matchers give one of the parameter's type where the call needs it
/// (``Arg``), so a generated mock checks them at compile time:
///
/// ```swift
/// store.expect.find(id: greaterThan(0)).to(`return`(invoice))   // Arg<Int>
/// store.expect.find(id: "1")                                      // does not compile
/// ```
///
/// To use a matcher of your own with a generated mock, conform it, naming the type
/// it judges: `extension IsEven: TypedArgMatcher { typealias Value = Int }`.
public protocol TypedArgMatcher<Value>: ArgMatcher {
    /// The type of the arguments it accepts.
    associatedtype Value

    /// The matcher the mock judges arguments with: the matcher itself, unless it
    /// wraps another (``Arg``), whose verdicts and messages are the wrapped one's.
    var matcher: any ArgMatcher { get }
}

extension TypedArgMatcher {
    /// The matcher itself.
    public var matcher: any ArgMatcher { self }
}

/// Any matcher, as one that accepts arguments of type `Value`: what Scout's
/// matchers give where a generated mock's typed member takes a `Value` argument.
///
/// ```swift
/// store.expect.find(id: any()).to(`return`(invoice))            // any() as Arg<Int>
/// store.expect.rename(to: hasPrefix("A")).toBeCalled()          // Arg<String>
/// store.expect.note(for: .some(hasPrefix("A"))).toBeCalled()    // an optional parameter
/// ```
///
/// Make one from a matcher that is not typed with ``init(matching:)``.
public struct Arg<Value>: TypedArgMatcher {
    /// The matcher that judges the arguments.
    public let matcher: any ArgMatcher

    /// A typed view of `matcher`, which judges arguments of type `Value`:
    /// `Arg<Int>(matching: IsEven())`.
    ///
    /// - Parameter matcher: The matcher that judges the arguments.
    public init(matching matcher: some ArgMatcher) {
        self.matcher = (matcher as? any TypedArgMatcher)?.matcher ?? matcher
    }

    /// `matcher`, untyped already: no cast (a failed cast to a protocol costs
    /// thousands of instructions).
    @usableFromInline
    init(_ matcher: any ArgMatcher) {
        self.matcher = matcher
    }

    /// The wrapped matcher's description.
    public var description: String { matcher.description }

    /// The wrapped matcher's verdict.
    ///
    /// - Parameter argument: The argument, as the mock received it; `nil` for a `nil` optional.
    /// - Returns: What the wrapped matcher returns for `argument`.
    public func match(_ argument: Any?) -> ArgMatch { matcher.match(argument) }
}

extension TypedArgMatcher {
    /// For an optional parameter: accepts a value that `wrapped` accepts, and not
    /// `nil`: `find(name: .some(hasPrefix("A")))`.
    ///
    /// - Parameter wrapped: The matcher of the unwrapped value.
    /// - Returns: The same matcher, typed for the optional parameter.
    public static func some<Wrapped>(_ wrapped: Arg<Wrapped>) -> Self where Self == Arg<Wrapped?> {
        Arg(wrapped.matcher)
    }
}

extension ArgumentCaptor: TypedArgMatcher {}
