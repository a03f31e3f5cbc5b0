import MediaAccess
import XCTest

/// The dialogs' copy in English, Japanese and Korean, pinned as literals: a change of wording
/// or a broken table shows up here as a line-by-line diff for review.
final class DialogCopyTests: XCTestCase {
  func testEnglishDialogs() {
    let expected = """
      [softAsk · camera]
      Camera Access
      Next, Snapshot will ask to use your camera. You can change your choice at any time in Settings.
      (Continue)
      [denied · camera]
      Camera Access Is Off
      Snapshot doesn't have permission to use the camera. You can allow it in Settings.
      (Cancel) (Open Settings)
      [restricted · camera]
      Camera Access Restricted
      Camera access for Snapshot is restricted on this device, for example by Screen Time or a device management profile.
      (OK)
      [unavailable · camera]
      No Camera Available
      This device has no camera that Snapshot can use.
      (OK)
      [busy · camera]
      Camera Busy
      Snapshot can't use the camera right now. Another app may be using it. Try again in a moment.
      (OK)
      [softAsk · microphone]
      Microphone Access
      Next, Snapshot will ask to use your microphone. You can change your choice at any time in Settings.
      (Continue)
      [denied · microphone]
      Microphone Access Is Off
      Snapshot doesn't have permission to use the microphone. You can allow it in Settings.
      (Cancel) (Open Settings)
      [restricted · microphone]
      Microphone Access Restricted
      Microphone access for Snapshot is restricted on this device, for example by Screen Time or a device management profile.
      (OK)
      [unavailable · microphone]
      No Microphone Available
      This device has no microphone that Snapshot can use.
      (OK)
      [busy · microphone]
      Microphone Busy
      Snapshot can't use the microphone right now. Another app may be using it. Try again in a moment.
      (OK)
      [softAsk · photoLibrary(readWrite)]
      Photo Library Access
      Next, Snapshot will ask to access your photo library. You can change your choice at any time in Settings.
      (Continue)
      [denied · photoLibrary(readWrite)]
      Photo Access Is Off
      Snapshot doesn't have permission to access your photos. You can allow it in Settings.
      (Cancel) (Open Settings)
      [restricted · photoLibrary(readWrite)]
      Photo Access Restricted
      Photo library access for Snapshot is restricted on this device, for example by Screen Time or a device management profile.
      (OK)
      [unavailable · photoLibrary(readWrite)]
      Photo Library Unavailable
      The photo library isn't available to Snapshot on this device.
      (OK)
      [busy · photoLibrary(readWrite)]
      Photo Library Busy
      Snapshot can't open your photo library right now. Try again in a moment.
      (OK)
      [softAsk · photoLibrary(addOnly)]
      Saving to Photos
      Next, Snapshot will ask to add photos to your library. You can change your choice at any time in Settings.
      (Continue)
      [denied · photoLibrary(addOnly)]
      Saving Photos Is Off
      Snapshot doesn't have permission to add photos to your library. You can allow it in Settings.
      (Cancel) (Open Settings)
      [restricted · photoLibrary(addOnly)]
      Saving Photos Restricted
      Saving photos from Snapshot is restricted on this device, for example by Screen Time or a device management profile.
      (OK)
      [unavailable · photoLibrary(addOnly)]
      Photo Library Unavailable
      Snapshot can't save to the photo library on this device.
      (OK)
      [busy · photoLibrary(addOnly)]
      Photo Library Busy
      Snapshot can't save to your photo library right now. Try again in a moment.
      (OK)
      """

    assertLinesEqual(dialogTranscript(language: "en"), expected)
  }

  func testJapaneseDialogs() {
    let expected = """
      [softAsk · camera]
      カメラへのアクセス
      次に、Snapshotがカメラの使用を求めます。選択内容は設定でいつでも変更できます。
      (続ける)
      [denied · camera]
      カメラへのアクセスがオフです
      Snapshotにはカメラを使用する権限がありません。設定で許可できます。
      (キャンセル) (設定を開く)
      [restricted · camera]
      カメラへのアクセスが制限されています
      このデバイスでは、スクリーンタイムやデバイス管理プロファイルなどにより、Snapshotのカメラへのアクセスが制限されています。
      (OK)
      [unavailable · camera]
      カメラを利用できません
      このデバイスにはSnapshotで使用できるカメラがありません。
      (OK)
      [busy · camera]
      カメラは使用中です
      Snapshotは現在カメラを使用できません。ほかのAppが使用している可能性があります。しばらくしてからもう一度お試しください。
      (OK)
      [softAsk · microphone]
      マイクへのアクセス
      次に、Snapshotがマイクの使用を求めます。選択内容は設定でいつでも変更できます。
      (続ける)
      [denied · microphone]
      マイクへのアクセスがオフです
      Snapshotにはマイクを使用する権限がありません。設定で許可できます。
      (キャンセル) (設定を開く)
      [restricted · microphone]
      マイクへのアクセスが制限されています
      このデバイスでは、スクリーンタイムやデバイス管理プロファイルなどにより、Snapshotのマイクへのアクセスが制限されています。
      (OK)
      [unavailable · microphone]
      マイクを利用できません
      このデバイスにはSnapshotで使用できるマイクがありません。
      (OK)
      [busy · microphone]
      マイクは使用中です
      Snapshotは現在マイクを使用できません。ほかのAppが使用している可能性があります。しばらくしてからもう一度お試しください。
      (OK)
      [softAsk · photoLibrary(readWrite)]
      写真ライブラリへのアクセス
      次に、Snapshotが写真ライブラリへのアクセスを求めます。選択内容は設定でいつでも変更できます。
      (続ける)
      [denied · photoLibrary(readWrite)]
      写真へのアクセスがオフです
      Snapshotには写真にアクセスする権限がありません。設定で許可できます。
      (キャンセル) (設定を開く)
      [restricted · photoLibrary(readWrite)]
      写真へのアクセスが制限されています
      このデバイスでは、スクリーンタイムやデバイス管理プロファイルなどにより、Snapshotの写真ライブラリへのアクセスが制限されています。
      (OK)
      [unavailable · photoLibrary(readWrite)]
      写真ライブラリを利用できません
      このデバイスでは、Snapshotから写真ライブラリを利用できません。
      (OK)
      [busy · photoLibrary(readWrite)]
      写真ライブラリは使用中です
      Snapshotは現在写真ライブラリを開けません。しばらくしてからもう一度お試しください。
      (OK)
      [softAsk · photoLibrary(addOnly)]
      写真への保存
      次に、Snapshotがライブラリへの写真の追加を求めます。選択内容は設定でいつでも変更できます。
      (続ける)
      [denied · photoLibrary(addOnly)]
      写真の保存がオフです
      Snapshotにはライブラリに写真を追加する権限がありません。設定で許可できます。
      (キャンセル) (設定を開く)
      [restricted · photoLibrary(addOnly)]
      写真の保存が制限されています
      このデバイスでは、スクリーンタイムやデバイス管理プロファイルなどにより、Snapshotからの写真の保存が制限されています。
      (OK)
      [unavailable · photoLibrary(addOnly)]
      写真ライブラリを利用できません
      このデバイスでは、Snapshotから写真ライブラリに保存できません。
      (OK)
      [busy · photoLibrary(addOnly)]
      写真ライブラリは使用中です
      Snapshotは現在写真ライブラリに保存できません。しばらくしてからもう一度お試しください。
      (OK)
      """

    assertLinesEqual(dialogTranscript(language: "ja"), expected)
  }

  func testKoreanDialogs() {
    let expected = """
      [softAsk · camera]
      카메라 접근
      다음으로 Snapshot에서 카메라 사용 권한을 요청합니다. 설정에서 언제든지 선택을 변경할 수 있습니다.
      (계속)
      [denied · camera]
      카메라 접근이 꺼져 있음
      Snapshot에는 카메라 사용 권한이 없습니다. 설정에서 허용할 수 있습니다.
      (취소) (설정 열기)
      [restricted · camera]
      카메라 접근이 제한됨
      스크린 타임 또는 기기 관리 프로파일 등으로 인해 이 기기에서 Snapshot의 카메라 접근이 제한되어 있습니다.
      (확인)
      [unavailable · camera]
      사용 가능한 카메라 없음
      이 기기에는 Snapshot에서 사용할 수 있는 카메라가 없습니다.
      (확인)
      [busy · camera]
      카메라 사용 중
      Snapshot에서 지금은 카메라를 사용할 수 없습니다. 다른 앱이 사용 중일 수 있습니다. 잠시 후 다시 시도하십시오.
      (확인)
      [softAsk · microphone]
      마이크 접근
      다음으로 Snapshot에서 마이크 사용 권한을 요청합니다. 설정에서 언제든지 선택을 변경할 수 있습니다.
      (계속)
      [denied · microphone]
      마이크 접근이 꺼져 있음
      Snapshot에는 마이크 사용 권한이 없습니다. 설정에서 허용할 수 있습니다.
      (취소) (설정 열기)
      [restricted · microphone]
      마이크 접근이 제한됨
      스크린 타임 또는 기기 관리 프로파일 등으로 인해 이 기기에서 Snapshot의 마이크 접근이 제한되어 있습니다.
      (확인)
      [unavailable · microphone]
      사용 가능한 마이크 없음
      이 기기에는 Snapshot에서 사용할 수 있는 마이크가 없습니다.
      (확인)
      [busy · microphone]
      마이크 사용 중
      Snapshot에서 지금은 마이크를 사용할 수 없습니다. 다른 앱이 사용 중일 수 있습니다. 잠시 후 다시 시도하십시오.
      (확인)
      [softAsk · photoLibrary(readWrite)]
      사진 보관함 접근
      다음으로 Snapshot에서 사진 보관함 접근 권한을 요청합니다. 설정에서 언제든지 선택을 변경할 수 있습니다.
      (계속)
      [denied · photoLibrary(readWrite)]
      사진 접근이 꺼져 있음
      Snapshot에는 사진 접근 권한이 없습니다. 설정에서 허용할 수 있습니다.
      (취소) (설정 열기)
      [restricted · photoLibrary(readWrite)]
      사진 접근이 제한됨
      스크린 타임 또는 기기 관리 프로파일 등으로 인해 이 기기에서 Snapshot의 사진 보관함 접근이 제한되어 있습니다.
      (확인)
      [unavailable · photoLibrary(readWrite)]
      사진 보관함을 사용할 수 없음
      이 기기에서는 Snapshot에서 사진 보관함을 사용할 수 없습니다.
      (확인)
      [busy · photoLibrary(readWrite)]
      사진 보관함 사용 중
      Snapshot에서 지금은 사진 보관함을 열 수 없습니다. 잠시 후 다시 시도하십시오.
      (확인)
      [softAsk · photoLibrary(addOnly)]
      사진에 저장
      다음으로 Snapshot에서 보관함에 사진을 추가할 수 있는 권한을 요청합니다. 설정에서 언제든지 선택을 변경할 수 있습니다.
      (계속)
      [denied · photoLibrary(addOnly)]
      사진 저장이 꺼져 있음
      Snapshot에는 사진을 보관함에 추가할 수 있는 권한이 없습니다. 설정에서 허용할 수 있습니다.
      (취소) (설정 열기)
      [restricted · photoLibrary(addOnly)]
      사진 저장이 제한됨
      스크린 타임 또는 기기 관리 프로파일 등으로 인해 이 기기에서 Snapshot의 사진 저장이 제한되어 있습니다.
      (확인)
      [unavailable · photoLibrary(addOnly)]
      사진 보관함을 사용할 수 없음
      이 기기에서는 Snapshot에서 사진 보관함에 저장할 수 없습니다.
      (확인)
      [busy · photoLibrary(addOnly)]
      사진 보관함 사용 중
      Snapshot에서 지금은 사진 보관함에 저장할 수 없습니다. 잠시 후 다시 시도하십시오.
      (확인)
      """

    assertLinesEqual(dialogTranscript(language: "ko"), expected)
  }
}
