/// The kind of source a ``SourceAuthority`` answers for, as a type: it keeps the camera's
/// authority out of the photo library's place at compile time.
///
/// The package declares the kinds of its own sources. A source of the app's own is its own
/// kind: its ``SourceDescription`` type conforms too (see <doc:AddingASourceOfYourOwn>).
public protocol SourceKind: Sendable {}

/// The camera, the kind of ``CameraAuthority``.
public enum CameraSourceKind: SourceKind {}

/// The microphone, the kind of ``MicrophoneAuthority``.
public enum MicrophoneSourceKind: SourceKind {}

/// The photo library at either access level, the kind of ``PhotoLibraryAuthority``.
public enum PhotoLibrarySourceKind: SourceKind {}

/// What the system can tell and do for the camera; the type of
/// ``CameraAuthorizing/cameraAuthority``.
public typealias CameraAuthority = SourceAuthority<CameraSourceKind>

/// What the system can tell and do for the microphone; the type of
/// ``MicrophoneAuthorizing/microphoneAuthority``.
public typealias MicrophoneAuthority = SourceAuthority<MicrophoneSourceKind>

/// What the system can tell and do for the photo library; the type of
/// ``PhotoLibraryAuthorizing/photoLibraryAuthority``.
public typealias PhotoLibraryAuthority = SourceAuthority<PhotoLibrarySourceKind>
