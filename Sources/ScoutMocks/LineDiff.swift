/// The lines that differ between two texts, for `--check`: a short edit script
/// from the longest common subsequence, as `-`/`+` lines with their line numbers.
enum LineDiff {
    static func describe(old: String, new: String, oldName: String, newName: String) -> String {
        let a = old.components(separatedBy: "\n")
        let b = new.components(separatedBy: "\n")
        // Lengths of the longest common subsequences of the suffixes.
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var lines = ["--- \(oldName)", "+++ \(newName)"]
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                i += 1
                j += 1
            } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
                lines.append("-\(i + 1): \(a[i])")
                i += 1
            } else {
                lines.append("+\(j + 1): \(b[j])")
                j += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
