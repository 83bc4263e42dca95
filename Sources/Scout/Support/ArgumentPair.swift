/// One argument of an interaction as Scout keeps it: its label (`""` when
/// unlabeled, and for an assignment's new value) and its value.
@usableFromInline
typealias ArgumentPair = (key: String, value: Any?)
