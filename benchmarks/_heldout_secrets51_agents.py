"""Held-out set 51: coding-agent tool results from mobile and desktop builds, as an agent's
tools return them.

Six three-step scenarios (each step a case) and single results, in agent tool shapes, build
tools and files that were grepped for in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file (none matched; Goose, ``developer__shell``, Gemini CLI,
``run_shell_command``, Cursor, Devin, Cody, Windsurf, Junie, Warp, Jules, Codex, Kiro, Cline,
Zed, Firebase Studio, fastlane, ``gradlew``, notarytool, altool, apksigner, jarsigner,
``storePassword``, ``keyPassword``, ``gradle.properties``, ``MATCH_PASSWORD`` and flutter did
and were avoided as the scenario's frame). Agent shapes, written as each prints its tool
results (remembered, not copied, so glyphs and padding may differ): Gemini in Android
Studio's agent mode, Xcode's Intelligence (coding assistant) panel, Alex Sidebar for Xcode,
Project IDX's terminal tool, Sweep AI in a JetBrains IDE and Swift Assist. Build output and
files no earlier set held: ``adb logcat`` and ``adb shell dumpsys``, ``xcodebuild`` archive
logs with ``ExportOptions.plist`` and ``.xcconfig`` files, ``key.properties`` /
``local.properties`` / ``keystore.properties``, ``buildConfigField`` and
``manifestPlaceholders``, ``--dart-define``, ``eas.json`` and ``EXPO_TOKEN``,
``electron-builder`` with ``CSC_KEY_PASSWORD``, Tauri's ``TAURI_SIGNING_PRIVATE_KEY_PASSWORD``,
``security unlock-keychain``, ``pkgbuild`` / ``productbuild``, ``snapcraft``, ``npx cap``,
``react-native-config``, ``envied``, ``shared_prefs`` XML, ``simctl``, ``secrets.xml``,
``Secrets.swift``, ``electron-builder.yml``, a notarize hook's ``appleIdPassword``,
``-showBuildSettings`` and ``eas env:list``.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 gemini-as key.properties ¦ scenario 1 step 1: Gemini in Android Studio (agent mode) reading key.properties ¦ {p} ¦ ✦ Gemini › Agent\n  ⚙ read_file  android/key.properties\n    storeFile=../upload.jks\n    keyAlias=upload\n    storePassword={t}\n  ✓ Read 4 lines
s1 gemini-as buildConfigField ¦ scenario 1 step 2: Gemini in Android Studio, a Build Output with a buildConfigField ¦ {A39} ¦ ✦ Gemini › Agent\n  ⚙ run_gradle_task  :app:generateReleaseBuildConfig\n    > Task :app:generateReleaseBuildConfig\n    public static final String MAPS_SERVER_KEY = "{t}";\n  ✓ BUILD SUCCESSFUL in 4s
s1 gemini-as logcat ¦ scenario 1 step 3: Gemini in Android Studio, adb logcat of the release build ¦ {u64} ¦ ✦ Gemini › Agent\n  ⚙ run_terminal  adb logcat -d -s OkHttp:D\n    12-06 19:01:44.210  8812  8870 D OkHttp  : --> GET https://api.acme.app/v2/feed\n    12-06 19:01:44.211  8812  8870 D OkHttp  : Authorization: Bearer {t}\n    12-06 19:01:44.388  8812  8870 D OkHttp  : <-- 401 Unauthorized (177ms)
s2 xcode-intelligence xcconfig ¦ scenario 2 step 1: Xcode's Intelligence panel reading a .xcconfig ¦ {A40} ¦ Intelligence ▸ Looked at Config/Release.xcconfig\n  PRODUCT_BUNDLE_IDENTIFIER = app.acme.field\n  REVENUECAT_SECRET = {t}\n  SWIFT_ACTIVE_COMPILATION_CONDITIONS = RELEASE
s2 xcode-intelligence unlock keychain ¦ scenario 2 step 2: Xcode's Intelligence panel running security unlock-keychain before xcodebuild ¦ {p} ¦ Intelligence ▸ Ran in Terminal\n  $ security unlock-keychain -p '{t}' ~/Library/Keychains/build.keychain-db\n  security: SecKeychainUnlock /Users/ci/Library/Keychains/build.keychain-db: The user name or passphrase you entered is not correct.
s2 xcode-intelligence archive ¦ scenario 2 step 3: Xcode's Intelligence panel, an xcodebuild archive failure quoting ExportOptions.plist ¦ {A16} ¦ Intelligence ▸ Ran in Terminal\n  $ xcodebuild -exportArchive -archivePath build/Field.xcarchive -exportOptionsPlist ExportOptions.plist -exportPath out\n  error: exportArchive: No signing certificate "iOS Distribution" found\n  ExportOptions.plist: <key>teamID</key><string>8QK2L7M3XZ</string><key>appSpecificPassword</key><string>{t}</string>\n  ** EXPORT FAILED **
s3 alex-sidebar app-specific ¦ scenario 3 step 1: Alex Sidebar for Xcode, a shell tool printing the environment ¦ {a4}-{a4}-{a4}-{a4} ¦ ⌘ Alex › Tool: shell\n  env | grep APPLE\n  APPLE_ID=release@acme.app\n  APPLE_APP_SPECIFIC_PASSWORD={t}\n  APPLE_TEAM_ID=8QK2L7M3XZ
s3 alex-sidebar pkgbuild ¦ scenario 3 step 2: Alex Sidebar for Xcode, productbuild signing with a .p12 import ¦ {p} ¦ ⌘ Alex › Tool: shell\n  security import DeveloperIDInstaller.p12 -k build.keychain -P '{t}' -T /usr/bin/productbuild\n  security: SecKeychainItemImport: MAC verification failed during PKCS12 import (wrong password?)
s3 alex-sidebar simctl ¦ scenario 3 step 3: Alex Sidebar for Xcode, simctl reading the app's defaults ¦ {h64} ¦ ⌘ Alex › Tool: shell\n  xcrun simctl spawn booted defaults read app.acme.field\n  {\n      "auth.refreshToken" = {t};\n      "onboarding.done" = 1;\n  }
s4 idx eas.json ¦ scenario 4 step 1: Project IDX's terminal tool, an Expo project's eas.json ¦ {A40} ¦ [IDX terminal] $ cat eas.json\n{\n  "build": {\n    "production": {\n      "env": { "EXPO_PUBLIC_API_URL": "https://api.acme.app", "SENTRY_AUTH_TOKEN": "sntrys_{t}" }\n    }\n  }\n}
s4 idx expo token ¦ scenario 4 step 2: Project IDX's terminal tool, an EAS build with EXPO_TOKEN ¦ {u40} ¦ [IDX terminal] $ EXPO_TOKEN={t} npx eas-cli build -p android --non-interactive\n✖ Authentication failed. The EXPO_TOKEN is invalid or has been revoked.
s4 idx dart-define ¦ scenario 4 step 3: Project IDX's terminal tool, a build with --dart-define echoed by the build ¦ {A32} ¦ [IDX terminal] $ flutter build apk --release --dart-define=STRIPE_SECRET={t} --dart-define=ENV=prod\nWarning: a --dart-define value looks like a credential and will be compiled into the APK.\n✓ Built build/app/outputs/flutter-apk/app-release.apk (21.4MB)
s5 sweep keystore.properties ¦ scenario 5 step 1: Sweep AI in a JetBrains IDE, a file read of keystore.properties ¦ {p} ¦ Sweep ▸ Read file keystore.properties (6 lines)\n```\nRELEASE_STORE_FILE=release.keystore\nRELEASE_STORE_PASSWORD={t}\nRELEASE_KEY_ALIAS=acme\n```
s5 sweep bundletool ¦ scenario 5 step 2: Sweep AI in a JetBrains IDE, bundletool build-apks with --ks-pass ¦ {p} ¦ Sweep ▸ Ran `java -jar bundletool.jar build-apks --bundle app-release.aab --output app.apks --ks release.keystore --ks-pass pass:{t} --ks-key-alias acme`\n[BT:1.17.2] Error: Incorrect keystore password.
s5 sweep dumpsys ¦ scenario 5 step 3: Sweep AI in a JetBrains IDE, adb shell reading shared_prefs ¦ {h40} ¦ Sweep ▸ Ran `adb shell run-as app.acme.field cat shared_prefs/session.xml`\n<?xml version='1.0' encoding='utf-8' standalone='yes' ?>\n<map>\n    <string name="device_secret">{t}</string>\n    <long name="issued_at" value="1796583000" />\n</map>
s6 swift-assist electron ¦ scenario 6 step 1: Swift Assist, electron-builder signing with CSC_KEY_PASSWORD ¦ {p} ¦ Swift Assist ▸ terminal\n  • electron-builder  version=25.1.8 os=darwin\n  • signing  file=dist/mac-arm64/Acme.app identityName=Developer ID Application: Acme (8QK2L7M3XZ)\n  ⨯ Cannot import dist/cert.p12 with CSC_KEY_PASSWORD={t}: MAC verification failed
s6 swift-assist tauri ¦ scenario 6 step 2: Swift Assist, a Tauri updater build with its signing key password ¦ {p} ¦ Swift Assist ▸ terminal\n  $ TAURI_SIGNING_PRIVATE_KEY_PASSWORD='{t}' npm run tauri build\n  Error failed to decode secret key: incorrect updater private key password: Wrong password for that key
s6 swift-assist snapcraft ¦ scenario 6 step 3: Swift Assist, snapcraft exporting login credentials ¦ {b96} ¦ Swift Assist ▸ terminal\n  $ snapcraft export-login --snaps acme-desktop - \n  Exported login starts on the next line:\n  {t}\n  Login successfully exported.
"""

SINGLES = r"""
local.properties ¦ a file read of Android's local.properties holding a Maps key and a signing password ¦ {p} ¦ Read android/local.properties\nsdk.dir=/Users/dev/Library/Android/sdk\nMAPS_API_KEY=AIzaSyD3-public-restricted\nsigning.password={t}
manifestPlaceholders ¦ a grep of build.gradle.kts for manifestPlaceholders ¦ {A32} ¦ $ rg -n manifestPlaceholders app/\napp/build.gradle.kts:41:        manifestPlaceholders["branchSecret"] = "{t}"
react-native-config ¦ react-native-config's .env.production read by an agent ¦ {A48} ¦ Read .env.production\nAPI_URL=https://api.acme.app\nAMPLITUDE_SECRET={t}\nFEATURE_FLAGS=new-feed
envied ¦ a diff of a generated envied file ¦ {A40} ¦ $ git diff lib/env/env.g.dart\n-  static const String openWeatherKey = 'REPLACE_ME';\n+  static const String openWeatherKey = '{t}';
npx cap ¦ Capacitor sync echoing a capacitor.config.ts server option ¦ {u43} ¦ $ npx cap sync android\n✔ Copying web assets from dist to android/app/src/main/assets/public\n[warn] server.headers in capacitor.config.ts: {"X-Preview-Token":"{t}"}
pod install ¦ pod install failing on a private spec repo with a token in its URL ¦ {h40} ¦ $ pod install\nAnalyzing dependencies\n[!] Unable to add a source with url `https://ci-bot:{t}@git.acme.io/ios/specs.git` named `acme-specs`.
react-native run-android ¦ react-native run-android printing the environment Gradle saw ¦ {p} ¦ $ npx react-native run-android --mode release\ninfo Running jetifier...\n> Task :app:validateSigningRelease FAILED\nMYAPP_UPLOAD_STORE_PASSWORD={t} (from ~/.gradle/gradle.properties)
dotnet maui publish ¦ dotnet publish of a MAUI Windows package with its certificate password ¦ {p} ¦ > dotnet publish -f net8.0-windows10.0.19041.0 -p:PackageCertificateKeyFile=acme.pfx -p:PackageCertificatePassword={t}\nerror APPX0107: The certificate specified is not valid for signing.
sdkmanager proxy ¦ sdkmanager with a proxy password on the command line ¦ {p} ¦ $ sdkmanager --proxy=http --proxy_host=proxy.acme.lan --proxy_port=3128 "platforms;android-35" --verbose\nWarning: Failed to download: 407 Proxy Authentication Required (proxy user build, password {t})
secrets.xml ¦ a file read of an Android string resource file holding a secret ¦ {A40} ¦ Read app/src/main/res/values/secrets.xml\n<resources>\n    <string name="chat_sdk_secret" translatable="false">{t}</string>\n</resources>
Secrets.swift ¦ a file read of an iOS Secrets.swift enum ¦ {h64} ¦ Read Field/Support/Secrets.swift\nenum Secrets {\n    static let analyticsWriteKey = "{t}"\n}
electron-builder.yml ¦ a file read of electron-builder.yml with a publish token ¦ {u40} ¦ Read electron-builder.yml\nappId: app.acme.desktop\npublish:\n  provider: generic\n  url: https://updates.acme.app/desktop\n  token: {t}
notarize.js ¦ a diff of an electron notarize hook adding an appleIdPassword ¦ {a4}-{a4}-{a4}-{a4} ¦ $ git diff build/notarize.js\n-    appleIdPassword: process.env.APPLE_APP_PASSWORD,\n+    appleIdPassword: '{t}',
showBuildSettings ¦ xcodebuild -showBuildSettings filtered by grep ¦ {A36} ¦ $ xcodebuild -showBuildSettings -scheme Field | grep -i key\n    INFOPLIST_KEY_CFBundleDisplayName = Field\n    PUSHER_SECRET_KEY = {t}
eas env:list ¦ eas env:list --include-sensitive printing values ¦ {A48} ¦ $ npx eas-cli env:list production --include-sensitive\nMAPBOX_DOWNLOADS_TOKEN=sk.{t}\nEXPO_PUBLIC_API_URL=https://api.acme.app
http tool mint ¦ an HTTP tool's response minting an App Store Connect key ¦ {b48} ¦ http_request POST https://appstore.acme.internal/keys -> 201\n{"keyId":"2X9R4HUQ6M","issuerId":"57246542-96fe-1a63-e053-0824d011072a","privateKey":"-----BEGIN PRIVATE KEY-----\\nMIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg{t}\\n-----END PRIVATE KEY-----"}
"""


def agent_cases(v: Values) -> list[Case]:
    return [
        *v.table("agent", SCENARIOS, raises="runtime"),
        *v.table("agent", SINGLES, raises="note"),
    ]
