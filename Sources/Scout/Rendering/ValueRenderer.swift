/// Renders a value the way a failure message shows it: strings quoted, optionals
/// as `nil` or their value, structs and classes by their fields, enums as
/// `.case(…)`, closures by their type, long collections elided.
func render(_ value: Any?) -> String {
    var renderer = ValueRenderer()
    return renderer.render(value, depth: 0)
}

/// An object rendered by its type and identity: `Session (ObjectIdentifier(0x…))`.
func renderIdentity(_ object: AnyObject) -> String {
    "\(typeName(type(of: object))) instance \(shortIdentity(object))"
}

private func shortIdentity(_ object: AnyObject) -> String {
    let address = UInt(bitPattern: ObjectIdentifier(object).hashValue)
    return "0x" + String(address, radix: 16)
}

struct ValueRenderer {
    /// Elements shown before a collection is elided.
    static let maximumElements = 8
    /// Nesting shown before a value is elided.
    static let maximumDepth = 4
    /// Fields shown of a struct, class or tuple before the rest are elided.
    static let maximumFields = 32
    /// Characters shown of a long string before it is elided.
    static let maximumStringLength = 200

    mutating func render(_ value: Any?, depth: Int) -> String {
        guard let value = flattened(value) else { return "nil" }
        if let text = value as? String { return quoted(text) }
        if let text = value as? Substring { return quoted(String(text)) }
        if let character = value as? Character { return quoted(String(character)) }
        if let type = value as? any Any.Type { return "\(typeName(type)).self" }
        let valueType = type(of: value)
        // A mock reads as a mock, never as its engine's internals. Tested on the
        // type, not the value: casting a value to a class may bridge it first
        // (a million-element array to an `NSArray`, element by element).
        if valueType is Mock.Type, let mock = value as? Mock { return "Mock created at \(mock.base.createdAt)" }
        if valueType is any MockBacked.Type, let mockable = value as? any MockBacked {
            return "\(typeName(type(of: mockable))), its Mock created at \(mockable.mock.base.createdAt)"
        }
        let name = typeName(valueType)
        if name.contains("->") { return "<closure \(name)>" }
        if isPlainScalar(value) { return String(describing: value) }
        let mirror = Mirror(reflecting: value)
        guard depth < Self.maximumDepth else { return "\(name)(…)" }
        switch mirror.displayStyle {
        case .collection, .set:
            return "[" + elements(mirror, depth: depth) + "]"
        case .dictionary:
            return renderDictionary(mirror, depth: depth)
        case .tuple:
            return "(" + fields(mirror, depth: depth) + ")"
        case .enum:
            return renderEnum(value, mirror: mirror, depth: depth)
        case .struct, .class:
            if let custom = customDescription(value) { return custom }
            let body = fields(mirror, depth: depth)
            return mirror.children.isEmpty ? "\(name)()" : "\(name)(\(body))"
        default:
            return customDescription(value) ?? String(describing: value)
        }
    }

    private func quoted(_ text: String) -> String {
        guard text.count > Self.maximumStringLength else { return text.debugDescription }
        return String(text.prefix(Self.maximumStringLength)).debugDescription.dropLast()
            + "…\" (\(text.count) characters)"
    }

    private func isPlainScalar(_ value: Any) -> Bool {
        value is any BinaryInteger || value is any FloatingPoint || value is Bool
    }

    private func customDescription(_ value: Any) -> String? {
        if let value = value as? any CustomDebugStringConvertible { return value.debugDescription }
        if let value = value as? any CustomStringConvertible { return value.description }
        return nil
    }

    /// The first elements and how many more: only those shown are read, so a
    /// collection of millions costs what eight do.
    private mutating func elements(_ mirror: Mirror, depth: Int) -> String {
        let count = mirror.children.count
        var parts = mirror.children.prefix(Self.maximumElements).map { render($0.value, depth: depth + 1) }
        if count > Self.maximumElements { parts.append("… \(count - Self.maximumElements) more") }
        return parts.joined(separator: ", ")
    }

    private mutating func renderDictionary(_ mirror: Mirror, depth: Int) -> String {
        let count = mirror.children.count
        var parts: [String] = []
        for child in mirror.children.prefix(Self.maximumElements) {
            let pair = Array(Mirror(reflecting: child.value).children)
            guard pair.count == 2 else { continue }
            parts.append(render(pair[0].value, depth: depth + 1) + ": " + render(pair[1].value, depth: depth + 1))
        }
        if count > Self.maximumElements { parts.append("… \(count - Self.maximumElements) more") }
        return parts.isEmpty ? "[:]" : "[" + parts.joined(separator: ", ") + "]"
    }

    private mutating func fields(_ mirror: Mirror, depth: Int) -> String {
        mirror.children.prefix(Self.maximumFields).map { child in
            let value = render(child.value, depth: depth + 1)
            guard let label = child.label, !label.hasPrefix(".") else { return value }
            return "\(label): \(value)"
        }.joined(separator: ", ") + (mirror.children.count > Self.maximumFields ? ", …" : "")
    }

    /// `.case(payload)`: the case name is the payload's label, so the value is
    /// never described whole (a list a million cases deep would exhaust the stack).
    private mutating func renderEnum(_ value: Any, mirror: Mirror, depth: Int) -> String {
        if let custom = customDescription(value) { return custom }
        guard let payload = mirror.children.first else { return ".\(String(describing: value))" }
        let caseName = payload.label ?? String(describing: type(of: payload.value))
        let inner = Mirror(reflecting: payload.value)
        if inner.displayStyle == .tuple {
            return ".\(caseName)(\(fields(inner, depth: depth)))"
        }
        return ".\(caseName)(\(render(payload.value, depth: depth + 1)))"
    }
}
