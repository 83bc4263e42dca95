say(
    """
    Scout playground — a runnable tour of the DSL.
    Outside a test, Scout prints failures to standard error; in your tests they go to
    Swift Testing or XCTest at the line that set the expectation.

    """)

writingAMock()
settingExpectations()
matchingArguments()
await blocksAndAsync()
verifying()
whenThingsGoWrong()
await inTimeAndInOrder()
testScope()
await everyShape()
receivedAndMadeValues()

say("\nEnd of the tour. Run `swift test` to see the whole suite.")
