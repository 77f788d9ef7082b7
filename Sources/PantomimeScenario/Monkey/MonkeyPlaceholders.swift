import Foundation
import Pantomime

/// The monkey's app side of drop placeholders: in a `dragDrop: {perform: placeholder}`
/// setup, the oldest waiting placeholder is committed or deleted now and then, so that they
/// do not pile up (later drags drop while placeholders wait, adding more), and the monkey
/// never reloads while one waits (UIKit forbids it: see
/// ``MonkeyInvariant/noReloadWhileUncommitted``).
///
/// It draws from its own random sequence, and only while a placeholder waits, so a setup
/// without placeholders gets the very actions it got without it.
struct MonkeyPlaceholders {
    /// Mixed into the run's seed, so that this sequence is not the generator's.
    static let seedSalt: UInt64 = 0x5EED_D20B_D20B_5EED
    /// How often a waiting placeholder is resolved before the generator is asked.
    static let chance = 0.3

    var random: MonkeyRandom

    /// The next action: a `placeholder` step for the oldest waiting placeholder, sometimes
    /// (and always in place of a `reloadData`), or else the generator's action.
    mutating func next(_ world: ScenarioWorld, generated: () -> MonkeyAction) -> MonkeyAction {
        guard let dragDrop = world.dragDrop, dragDrop.spec.perform == .placeholder, !dragDrop.placeholders.isEmpty,
              world.collectionView.hasUncommittedUpdates else { return generated() }
        if random.chance(Self.chance) { return resolve(world) }
        let action = generated()
        if case .reloadData = action { return resolve(world) }
        return action
    }

    /// Commits (three times in four) or deletes the oldest placeholder; in a diffable setup
    /// always deletes it, since a commit would change the data outside the snapshot.
    private mutating func resolve(_ world: ScenarioWorld) -> MonkeyAction {
        world.diffableModel == nil && random.chance(0.75) ? .placeholder(.commit) : .placeholder(.delete)
    }
}
