/// Renders a value as Swift source that makes it again, for code Scout prints to
/// be pasted (record mode): literals for numbers, strings and collections, a
/// memberwise initializer for structs, `Type.case` for enums. `nil` when the value
/// has no such form (a class, a closure), or when it is too big to paste (more
/// than ``SourceBudget/values`` values, or nested deeper than
/// ``SourceBudget/depth``): the caller writes a placeholder.
func swiftSource(_ value: Any?) -> String? {
    var budget = SourceBudget()
    return swiftSource(value, &budget)
}

/// How much of a value is written as source before giving up: a fix-it of a
/// million-element array helps no one, and a value a million levels deep would
/// exhaust the stack.
struct SourceBudget {
    static let values = 1_000
    static let depth = 32
    var valuesLeft = SourceBudget.values
    var depth = 0
}

private func swiftSource(_ value: Any?, _ budget: inout SourceBudget) -> String? {
    budget.valuesLeft -= 1
    guard budget.valuesLeft >= 0, budget.depth < SourceBudget.depth else { return nil }
    budget.depth += 1
    defer { budget.depth -= 1 }
    return source(of: value, &budget)
}

private func source(of value: Any?, _ budget: inout SourceBudget) -> String? {
    guard let value = flattened(value) else { return "nil" }
    if let text = value as? String { return text.debugDescription }
    if let text = value as? Substring { return "Substring(\(String(text).debugDescription))" }
    if let character = value as? Character { return "Character(\(String(character).debugDescription))" }
    let type = Swift.type(of: value)
    let name = qualifiedTypeName(type)
    if let floating = value as? any BinaryFloatingPoint, let special = nonFinite(floating, name) { return special }
    if value is Int || value is Double || value is Bool { return String(describing: value) }
    if value is any BinaryInteger || value is any BinaryFloatingPoint { return "\(name)(\(value))" }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .collection || mirror.displayStyle == .set || mirror.displayStyle == .dictionary,
        mirror.children.count > budget.valuesLeft
    {
        return nil
    }
    switch mirror.displayStyle {
    case .collection:
        let elements = mirror.children.map { swiftSource($0.value, &budget) }
        guard !elements.contains(where: { $0 == nil }) else { return nil }
        return elements.isEmpty ? "\(name)()" : "[" + elements.map { $0! }.joined(separator: ", ") + "]"
    case .set:
        let elements = mirror.children.map { swiftSource($0.value, &budget) }
        guard !elements.contains(where: { $0 == nil }) else { return nil }
        // Sorted: a set's order changes from run to run.
        return "\(name)([" + elements.map { $0! }.sorted().joined(separator: ", ") + "])"
    case .dictionary:
        var pairs: [String] = []
        for child in mirror.children {
            let pair = Array(Mirror(reflecting: child.value).children)
            guard pair.count == 2, let key = swiftSource(pair[0].value, &budget), let value = swiftSource(pair[1].value, &budget)
            else { return nil }
            pairs.append("\(key): \(value)")
        }
        return pairs.isEmpty ? "\(name)()" : "[" + pairs.sorted().joined(separator: ", ") + "]"
    case .tuple:
        let parts = mirror.children.map { child in
            swiftSource(child.value, &budget).map { source in
                child.label.map { $0.hasPrefix(".") ? source : "\($0): \(source)" } ?? source
            }
        }
        guard !parts.contains(where: { $0 == nil }) else { return nil }
        return "(" + parts.map { $0! }.joined(separator: ", ") + ")"
    case .enum:
        guard let payload = mirror.children.first else {
            // Without a payload the case name is only in the description, which a
            // custom description hides.
            guard !(value is any CustomStringConvertible), !(value is any CustomDebugStringConvertible) else {
                return nil
            }
            return "\(name).\(String(describing: value))"
        }
        guard let caseName = payload.label else { return nil }
        let inner = Mirror(reflecting: payload.value)
        if inner.displayStyle == .tuple {
            guard let tuple = swiftSource(payload.value, &budget) else { return nil }
            return "\(name).\(caseName)\(tuple)"
        }
        return swiftSource(payload.value, &budget).map { "\(name).\(caseName)(\($0))" }
    case .struct:
        var fields: [String] = []
        for child in mirror.children {
            guard let label = child.label, let source = swiftSource(child.value, &budget) else { return nil }
            fields.append("\(label): \(source)")
        }
        return "\(name)(" + fields.joined(separator: ", ") + ")"
    default:
        return nil
    }
}

/// `.infinity`, `-.infinity` or `.nan` of the value's type, for a value that has
/// no literal; `nil` for a finite one.
private func nonFinite<Floating: BinaryFloatingPoint>(_ value: Floating, _ name: String) -> String? {
    if value.isNaN { return "\(name).nan" }
    guard value.isInfinite else { return nil }
    return value < 0 ? "-\(name).infinity" : "\(name).infinity"
}

/// The type's name as source can write it: `User`, `Profile.Address`, `[Int]`,
/// without the module.
private func qualifiedTypeName(_ type: Any.Type) -> String {
    let reflected = String(reflecting: type)
    // Generic and sugared types, and local types (whose names say "unknown
    // context"), keep the short name.
    guard !reflected.contains("<"), !reflected.contains("("), !reflected.hasPrefix("["),
        let dot = reflected.firstIndex(of: ".")
    else { return typeName(type) }
    return String(reflected[reflected.index(after: dot)...])
}
