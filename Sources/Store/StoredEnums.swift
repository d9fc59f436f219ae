import Foundation
import GRDB
import IntentModel

// Closed sets stored as their case names, as SiriKit spells them: GRDB reads and writes
// them through `DatabaseValueConvertible`, so a record holds the enum, never a string, and
// a value the enum does not know (a state file edited by hand) is a decoding error, not a
// silent default.

extension INPersonHandleType: DatabaseValueConvertible {}
extension INMessageType: DatabaseValueConvertible {}
extension INCallCapability: DatabaseValueConvertible {}
extension INWorkoutGoalUnitType: DatabaseValueConvertible {}
extension INMediaAffinityType: DatabaseValueConvertible {}
extension INMediaItemType: DatabaseValueConvertible {}
extension INIntentHandlingStatus: DatabaseValueConvertible {}
extension INRelevantShortcutRole: DatabaseValueConvertible {}
extension INVocabularyStringType: DatabaseValueConvertible {}

/// What an app's named item is: a workout of its catalog (Data.json `workouts`) or a note
/// (Data.json `notes`, and those added by `AddNote`).
public enum NamedItemKind: String, Sendable, Hashable, CaseIterable, Codable, DatabaseValueConvertible {
    case workout, note
}
