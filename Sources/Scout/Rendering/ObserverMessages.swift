/// The failure of an observer.
extension Messages {
    static func observerThrew(_ selector: Selector, error: any Error) -> String {
        MessageLayout(
            headline: "An observer of \(selector.spoken) threw \(renderError(error)).",
            fix: "Observers run beside the answer and cannot change it: catch the error in the block."
        ).text
    }
}
