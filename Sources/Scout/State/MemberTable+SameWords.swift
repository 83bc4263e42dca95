import ScoutLowLevel

extension MemberTable {
    /// The member whose own name and labels have the words of the call's, among
    /// a few members (``linearLookUpLimit``): a member an expectation made, called
    /// with the same literals (or small strings). Neither a selector nor the call's
    /// labels are built. Remembered under those words from its second call, with
    /// nothing more kept alive: the member's selector keeps its strings. `nil` sends
    /// the call to the content path. Fast path only.
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
                // Remembered from its second call on: a member called once (as in
                // most tests) costs the index nothing.
                let member = members[position]
                if member.calledOnceUnindexed {
                    remember(member, name: selector.name, labels: selector.labels, keepingAlive: false)
                } else {
                    member.calledOnceUnindexed = true
                }
                return Unretained(member)
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

    /// The member of `name(arguments…)` as a test wrote it, among a few members,
    /// when one has the words of that name and those labels: another expectation of
    /// a member, spelled with the same literals. Its selector is not built, nor the
    /// labels' array. Looks only: the index remembers nothing. Fast path only.
    func member(called name: String, withLabelsOf arguments: KeyValuePairs<String, Any?>) -> MemberRecord? {
        let memberCount = self.memberCount
        guard fastPath, memberCount > 0, memberCount <= Self.linearLookUpLimit else { return nil }
        let members = self.members
        LayoutReads.note()
        let nameBits = StringBits(name)
        let count = arguments.endIndex - arguments.startIndex
        var position = 0
        while position < memberCount {
            let member = members[position]
            let selector = member.selector
            // The arity first: a read or an assignment has none or one, a call its labels'.
            if member.arity == count, StringBits(selector.name).isSame(as: nameBits),
                selector.kind.rawValue == MemberKind.call.rawValue,
                ArgumentStorage.labels(selector.labels, haveWordsOf: arguments)
            {
                return member
            }
            position += 1
        }
        return nil
    }
}
