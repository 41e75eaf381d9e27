/// An action's name in the audit document (`trailing[2]`) and in a message (“the action “Search””).
struct ActionName {
    let name: String
    let spoken: String
}
