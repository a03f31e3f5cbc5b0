// The live camera authority arrives with the Apple platforms issue; on Linux this module is empty.
