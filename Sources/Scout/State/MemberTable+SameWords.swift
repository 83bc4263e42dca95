import ScoutLowLevel

extension MemberTable {
    /// The member whose own name and labels have the words of the call's, among
    /// a few members (``linearLookUpLimit``), remembered under them: the first call
    /// of a member an expectation made, when both spell it with the same literals
    /// (or small strings). Neither a selector nor the call's labels are built, and
    /// nothing more is kept alive: the member's selector keeps its strings. `nil`
    /// sends the call to the content path. Fast path only.
    mutating func memberWithSameWords(
        _ kind: MemberKind, _ name: String, _ view: ArgumentView
    ) -> Unretained<MemberRecord>? {
        let members = self.members
        guard fastPath, view.inPlace, members.count <= Self.linearLookUpLimit else { return nil }
        LayoutReads.note()
        let nameBits = StringBits(name)
        // A switch and raw values, not `==`: unoptimized, `==` on an enum is a generic call.
        let count: Int
        switch kind {
        case .call: count = view.count
        case .get, .set: count = 0
        }
        let kindValue = kind.rawValue
        var position = 0
        while position < members.count {
            let selector = members[position].selector
            if selector.kind.rawValue == kindValue, selector.labels.count == count,
                StringBits(selector.name).isSame(as: nameBits), Self.labelsHaveWords(of: selector.labels, view)
            {
                remember(members[position], name: selector.name, labels: selector.labels, keepingAlive: false)
                return Unretained(members[position])
            }
            position += 1
        }
        return nil
    }

    /// Whether `labels` have the words of the view's labels, one by one.
    private static func labelsHaveWords(of labels: [String], _ view: ArgumentView) -> Bool {
        var position = 0
        while position < labels.count {
            let bits =
                position == 0 ? view.firstLabel : position == 1 ? view.secondLabel : view.laterLabel(at: position)
            if !StringBits(labels[position]).isSame(as: bits) { return false }
            position += 1
        }
        return true
    }
}
