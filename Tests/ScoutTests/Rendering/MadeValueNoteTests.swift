import Testing

@testable import ScoutCore

/// The note of a failure given a value Scout made: it takes the place of the
/// fix-it line only, and what follows that line stays.
@Suite("The made-value note, from literals")
struct MadeValueNoteTests {
    static let failure = CodeLocation(
        fileID: "App/CheckoutTests.swift", filePath: "/x/CheckoutTests.swift", line: 9, column: 5)

    @Test("when it surely follows: the fix-it line gives way to 'start at'; a later note stays")
    func follows() {
        let message =
            "Unexpected call send(to: \"\").\n  details\n→ Expect these arguments.\n  note: the test had ended."
        #expect(
            Messages.withMadeValueNote(message, label: "to", madeFor: "title", after: Self.failure, follows: true)
                == """
                Unexpected call send(to: "").
                  details
                  note: Its argument to equals the value Scout made for title after the failure at CheckoutTests.swift:9, \
                in the same task: this failure may follow from that one.
                → Start at CheckoutTests.swift:9: fix what it reports; if this failure stays, it is a mistake of its own.
                  note: the test had ended.
                """)
    }

    @Test("when it may follow: the message stays whole, and the note comes after it")
    func mayFollow() {
        let message = "Unexpected call send(to: \"\").\n→ Expect these arguments."
        #expect(
            Messages.withMadeValueNote(message, label: "", madeFor: "title", after: Self.failure, follows: false)
                == message
                + "\n  note: An argument equals the value Scout made for title after the failure at CheckoutTests.swift:9: "
                + "this failure may follow from that one. Start there.")
    }
}
