/// The completions a world has seen, in order.
final class TransitionLog {
    var completions: [TransitionCompletion] = []
}
