// The live photo library authority arrives with the Apple platforms issue; on Linux this module is empty.
