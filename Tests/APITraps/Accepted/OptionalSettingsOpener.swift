// An optional opener reads `.none` as Optional's, with no warning to silence.
import MediaAccess

let noOpener: SettingsOpener? = .none
let doNothing: SettingsOpener = .disabled
