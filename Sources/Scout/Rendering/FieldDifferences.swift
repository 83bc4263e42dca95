/// The fields in which two values of the same structured type differ, as lines
/// such as `name: expected "Ada", got "Adam"` or `address.city: expected …`.
///
/// Empty when the values are not structured (numbers, strings), not of the same
/// type, or different enum cases: the argument row already says all there is.
func fieldDifferences(expected: Any, actual: Any, limit: Int = 6) -> [String] {
    guard type(of: expected) == type(of: actual) else { return [] }
    var finder = DifferenceFinder()
    finder.compare(expected, actual, path: "", depth: 0)
    guard finder.lines.count > limit else { return finder.lines }
    return Array(finder.lines.prefix(limit)) + ["… \(finder.lines.count - limit) more differences"]
}

private struct DifferenceFinder {
    var lines: [String] = []

    mutating func compare(_ expected: Any, _ actual: Any, path: String, depth: Int) {
        guard render(expected) != render(actual) else { return }
        let left = Mirror(reflecting: expected)
        let right = Mirror(reflecting: actual)
        guard depth < ValueRenderer.maximumDepth, isStructured(left), left.displayStyle == right.displayStyle,
            sameShape(left, right, expected, actual)
        else {
            if !path.isEmpty { lines.append("\(path): expected \(render(expected)), got \(render(actual))") }
            return
        }
        let pairs = zip(left.children, right.children).enumerated()
        for (index, (one, other)) in pairs {
            let name = label(one.label, index: index, style: left.displayStyle)
            compare(one.value, other.value, path: join(path, name), depth: depth + 1)
        }
        if left.children.count != right.children.count {
            lines.append("\(join(path, "count")): expected \(left.children.count), got \(right.children.count)")
        }
    }

    private func isStructured(_ mirror: Mirror) -> Bool {
        switch mirror.displayStyle {
        case .struct, .class, .tuple, .collection, .enum: !mirror.children.isEmpty
        default: false
        }
    }

    /// Same fields to compare one by one: for enums, the same case.
    private func sameShape(_ left: Mirror, _ right: Mirror, _ expected: Any, _ actual: Any) -> Bool {
        guard left.displayStyle == .enum else { return true }
        return caseName(expected) == caseName(actual)
    }

    private func caseName(_ value: Any) -> Substring {
        String(describing: value).prefix { $0 != "(" }
    }

    private func label(_ label: String?, index: Int, style: Mirror.DisplayStyle?) -> String {
        if style == .collection { return "[\(index)]" }
        guard let label, !label.hasPrefix(".") else { return ".\(index)" }
        return label
    }

    private func join(_ path: String, _ name: String) -> String {
        guard !path.isEmpty else { return name.hasPrefix(".") ? String(name.dropFirst()) : name }
        return name.hasPrefix("[") || name.hasPrefix(".") ? path + name : path + "." + name
    }
}
