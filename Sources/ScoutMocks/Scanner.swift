import Foundation

/// Reading Swift declarations as the symbol graph spells them: balanced
/// brackets, top-level splits and words, without a parser.
enum DeclarationText {
    /// The index of the bracket that closes the one at `open`, or `nil`.
    static func closing(_ text: String, from open: String.Index) -> String.Index? {
        var depth = 0
        var previous: Character = " "
        var index = open
        while index < text.endIndex {
            let character = text[index]
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            default: break
            }
            if depth == 0 { return index }
            previous = character
            index = text.index(after: index)
        }
        return nil
    }

    /// `text` split at commas outside brackets, each part trimmed.
    static func splitTopLevel(_ text: Substring, at separator: Character = ",") -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        var previous: Character = " "
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            default: break
            }
            if character == separator && depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        let last = current.trimmingCharacters(in: .whitespaces)
        if !last.isEmpty { parts.append(last) }
        return parts
    }

    /// The first occurrence of `word` in `text` outside brackets, as a whole word.
    static func topLevelRange(of word: String, in text: String, from start: String.Index? = nil) -> Range<String.Index>?
    {
        var depth = 0
        var previous: Character = " "
        var index = start ?? text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if depth == 0, text[index...].hasPrefix(word) {
                let end = text.index(index, offsetBy: word.count)
                let before = index == text.startIndex ? " " : text[text.index(before: index)]
                let after = end == text.endIndex ? " " : text[end]
                let isIdentifier: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
                if !isIdentifier(before) || !isIdentifier(word.first!),
                    !isIdentifier(after) || !isIdentifier(word.last!)
                {
                    return index..<end
                }
            }
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            default: break
            }
            previous = character
            index = text.index(after: index)
        }
        return nil
    }
}
