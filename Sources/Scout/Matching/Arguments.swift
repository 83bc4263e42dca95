import ScoutLowLevel

/// The arguments of a call, as a block given to `to(_:)` receives them.
///
/// Read them typed, by label or by position; a wrong type or an unknown label
/// throws a ``ScoutError`` that the mock reports as a failure at the expectation.
/// (The original Scout's untyped reads, `args.first?.value`, still work.)
///
/// ```swift
/// mock.expect.load(any(), completion: any()).to { args in
///     let completion: (Result<Data, any Error>) -> Void = try args.completion
///     let url = try args[0, as: URL.self]
///     completion(.success(Data(url.absoluteString.utf8)))
/// }
/// ```
///
/// Unlabeled arguments have the label `""`. A label that is also a member of
/// `Collection` (`count`, `first`, …) is read with `args["count", as: Int.self]`.
@dynamicMemberLookup
public struct Arguments: RandomAccessCollection, Sendable {
    /// One argument: its label (`""` when unlabeled) and its value.
    public struct Argument: Sendable {
        /// The argument's label, `""` when unlabeled.
        public let label: String
        /// The value passed, `nil` for a `nil` optional.
        public var value: Any? { passed.wrappedValue }
        private let passed: Shared<Any?>

        init(label: String, value: Any?) {
            self.label = label
            passed = Shared(wrappedValue: value)
        }
    }

    /// The arguments as the engine received them: bits are turned into values
    /// only when read, so a block costs no array. Labels always come from the
    /// member's selector, which owns them.
    let storage: CallArguments
    let selector: Selector
    /// Whether the call site's pairs may be read in place: the mock's fast path.
    let fastPath: Bool

    init(_ storage: CallArguments, of selector: Selector, fastPath: Bool) {
        self.storage = storage
        self.selector = selector
        self.fastPath = fastPath
    }

    /// The arguments as label–value pairs.
    var pairs: [ArgumentPair] { storage.pairs(labels: selector.argumentLabels, fastPath: fastPath) }

    /// The position of the first argument, `0`.
    public var startIndex: Int { 0 }
    /// One past the position of the last argument.
    public var endIndex: Int { storage.count }

    /// The argument at `position`.
    ///
    /// - Parameter position: The argument's position, from `0`; one out of range is a precondition failure.
    /// - Returns: The argument's label and value.
    public subscript(position: Int) -> Argument {
        precondition(position >= 0 && position < endIndex, "Argument position out of range")
        switch storage {
        case .boxed(let pairs):
            let pair = pairs[position]
            return Argument(label: pair.key, value: pair.value)
        case .array(let pairs):
            return Argument(label: pairs[position].key, value: pairs[position].value)
        case .bits(let bits):
            let labels = selector.argumentLabels
            return Argument(label: position < labels.count ? labels[position] : "", value: bits.value(at: position))
        }
    }

    /// The argument at `position`, as a `Value`; throws when it is of another type.
    ///
    /// - Parameters:
    ///   - position: The argument's position, from `0`.
    ///   - type: The type to read the argument as.
    /// - Returns: The argument's value, as a `Value`.
    /// - Throws: ``ScoutError`` when there is no argument at `position` or its value is not a `Value`.
    public subscript<Value>(position: Int, as type: Value.Type) -> Value {
        get throws {
            guard indices.contains(position) else {
                throw ScoutError(.argumentAccess, messageForPosition(position))
            }
            return try typed(self[position].value, as: Value.self, named: "args[\(position)]")
        }
    }

    /// The argument labelled `label`, as a `Value`; throws when there is none or it
    /// is of another type.
    ///
    /// - Parameters:
    ///   - label: The argument's label, `""` for an unlabeled one; the first argument with it is read.
    ///   - type: The type to read the argument as.
    /// - Returns: The argument's value, as a `Value`.
    /// - Throws: ``ScoutError`` when no argument has the label `label` or its value is not a `Value`.
    public subscript<Value>(label: String, as type: Value.Type) -> Value {
        get throws {
            guard let argument = first(where: { $0.label == label }) else {
                throw ScoutError(.argumentAccess, messageForLabel(label))
            }
            return try typed(argument.value, as: Value.self, named: "the argument \(label)")
        }
    }

    /// The argument labelled like the member, typed by inference:
    /// `let id: Int = try args.id`.
    ///
    /// - Parameter label: The argument's label: the member's name, as written at the use site.
    /// - Returns: The argument's value, of the type the use site infers.
    /// - Throws: ``ScoutError`` when no argument has the label `label` or its value is not of that type.
    public subscript<Value>(dynamicMember label: String) -> Value {
        get throws { try self[label, as: Value.self] }
    }

    private func typed<Value>(_ value: Any?, as type: Value.Type, named name: String) throws -> Value {
        if let typed = value as? Value { return typed }
        throw ScoutError(
            .argumentAccess,
            Messages.argumentOfWrongType(
                name, in: selector, actual: value, requested: Value.self))
    }

    private func messageForPosition(_ position: Int) -> String {
        Messages.argumentPositionOutOfRange(position, in: selector, count: count)
    }

    private func messageForLabel(_ label: String) -> String {
        Messages.unknownArgumentLabel(label, in: selector, labels: map(\.label))
    }
}

extension Arguments.Argument: CustomReflectable {
    /// The label and the value, as `print` and `dump` show them:
    /// `Argument(label: "id", value: Optional(1))`.
    public var customMirror: Mirror {
        Mirror(self, children: ["label": label, "value": value as Any], displayStyle: .struct)
    }
}
