"""Held-out set 80: tool results of coding agents building mobile apps, as the agent's shell
or HTTP tool returns them.

Six three-step scenarios (each step a case) and single results. The tool shapes were grepped
for, by the text that marks them, in every earlier ``benchmarks/*heldout*`` file; the share
names adb, Xcode, fastlane, Expo, Firebase, App Store Connect, Play Console and Gradle, and
earlier sets had already used ``logcat``, ``xcodebuild``, ``fastlane``, ``eas build``,
``EXPO_TOKEN``, ``FIREBASE_TOKEN``, ``gradle.properties``, ``storePassword`` and ``notarytool``
(one to nineteen files each), so the shapes here avoid their markers where they can:
``adb logcat -v threadtime`` with OkHttp's ``HttpLoggingInterceptor`` lines, ``xcodebuild
-showBuildSettings`` and a Run Script phase, ``fastlane pilot`` with a ``FASTLANE_SESSION``
cookie and ``fastlane supply`` with a JSON key, ``eas env:list`` and ``eas submit``,
``firebase login:ci``, ``firebase-debug.log`` and ``firebase functions:config:get``,
``./gradlew --info`` with a signing task and ``~/.gradle/init.d``, none of which matched.
Files no earlier set read: Flutter ``android/key.properties``, ``sentry.properties``,
``app.config.ts``, ``Fastfile``, ``.xcode.env.local``, ``Config.xcconfig``,
``ExportOptions.plist``, ``firebase.json`` with an emulator, ``codepush.json``; HTTP
responses minting an Expo robot token, a Firebase App Check debug token and an App Store
Connect JWT. Written as each tool prints its output (remembered, not copied, so padding may
differ).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 logcat okhttp header ¦ scenario 1 step 1: adb logcat -v threadtime of a debug build, OkHttp's HttpLoggingInterceptor printing a bearer ¦ {u43} ¦ $ adb logcat -v threadtime -s okhttp.OkHttpClient\n12-07 15:52:04.118  8812  8861 I okhttp.OkHttpClient: --> GET https://api.acme.io/v2/me\n12-07 15:52:04.118  8812  8861 I okhttp.OkHttpClient: Authorization: Bearer {t}\n12-07 15:52:04.301  8812  8861 I okhttp.OkHttpClient: <-- 401 Unauthorized (182ms)
s1 logcat retrofit body ¦ scenario 1 step 2: the same logcat, the interceptor at BODY level printing a login request ¦ {p} ¦ 12-07 15:52:09.442  8812  8861 I okhttp.OkHttpClient: --> POST https://api.acme.io/v2/session\n12-07 15:52:09.442  8812  8861 I okhttp.OkHttpClient: {"email":"qa+7@acme.io","password":"{t}","device":"Pixel 8"}\n12-07 15:52:09.443  8812  8861 I okhttp.OkHttpClient: --> END POST (74-byte body)
s1 logcat firebase auth ¦ scenario 1 step 3: the same logcat, a debug Log.d of a Firebase refresh token ¦ {u110} ¦ 12-07 15:52:11.007  8812  8812 D AuthRepository: signInWithEmail:success uid=Qm81xT0pLkA2\n12-07 15:52:11.008  8812  8812 D AuthRepository: refreshToken={t}
s2 xcodebuild settings ¦ scenario 2 step 1: xcodebuild -showBuildSettings with an API key set as a user-defined build setting ¦ {A40} ¦ $ xcodebuild -scheme Rift -configuration Release -showBuildSettings | grep -i key\n    INFOPLIST_KEY_CFBundleDisplayName = Rift\n    MAPBOX_SECRET_ACCESS_TOKEN = sk.eyJ1IjoiYWNtZSIsImEiOiJ{t}\n    PRODUCT_BUNDLE_IDENTIFIER = io.acme.rift
s2 xcodebuild runscript ¦ scenario 2 step 2: the xcodebuild log of a Run Script phase that echoed a Sentry token ¦ {h64} ¦ PhaseScriptExecution Upload\ dSYMs /Users/ci/Library/Developer/Xcode/DerivedData/Rift-bq/Build/Intermediates.noindex/Rift.build/Release-iphoneos/Rift.build/Script-7C1E.sh (in target 'Rift' from project 'Rift')\n    export SENTRY_AUTH_TOKEN\=sntrys_{t}\n    /bin/sh -c /Users/ci/.../Script-7C1E.sh\nerror: An organization slug is required (provide with --org)
s2 xcodebuild altool ¦ scenario 2 step 3: the upload step printing an app-specific password ¦ {a4}-{a4}-{a4}-{a4} ¦ ** EXPORT SUCCEEDED **\n+ xcrun altool --upload-app -f build/Rift.ipa -t ios -u releases@acme.io -p {t}\n*** Error: Unable to upload archive. Failed to get authorization for username 'releases@acme.io' and password. (-1011)
s3 fastlane pilot session ¦ scenario 3 step 1: fastlane pilot with FASTLANE_SESSION printed by a verbose run ¦ {b120} ¦ [15:53:01]: Login to App Store Connect (releases@acme.io)\n[15:53:01]: DEBUG: FASTLANE_SESSION='---\n- !ruby/object:HTTP::Cookie\n  name: myacinfo\n  value: DES{t}'\n[15:53:03]: Login successful
s3 fastlane supply json ¦ scenario 3 step 2: fastlane supply, a JSON key passed inline and echoed in the error ¦ {b64} ¦ [15:53:20]: Preparing to upload for language 'en-US'...\n[!] Google Api Error: Invalid request - invalid_grant\n  json_key_data: {"type":"service_account","project_id":"acme-play","private_key":"-----BEGIN PRIVATE KEY-----\\nMIIEvg{t}\\n-----END PRIVATE KEY-----\\n"}
s3 fastlane fastfile ¦ scenario 3 step 3: cat of the Fastfile the agent then read ¦ {A32} ¦ $ cat fastlane/Fastfile\nlane :beta do\n  app_store_connect_api_key(key_id: "D383SF739", issuer_id: "6053b7fe-68a8-4acb-89be-165aa6465141", key_filepath: "./AuthKey.p8")\n  ENV["FIREBASE_CLI_TOKEN"] = "{t}"\n  pilot(skip_waiting_for_build_processing: true)\nend
s4 eas env list ¦ scenario 4 step 1: eas env:list --include-sensitive for production ¦ {A40} ¦ $ eas env:list production --include-sensitive\nVariables for this project for environment production:\nEXPO_PUBLIC_API_URL=https://api.acme.io (plain text)\nSTRIPE_SECRET_KEY={t} (sensitive)
s4 eas build log ¦ scenario 4 step 2: an EAS build log's 'Read app config' phase printing extra ¦ {A36} ¦ [READ_APP_CONFIG] Using app configuration:\n{\n  "name": "Rift",\n  "slug": "rift",\n  "extra": {\n    "revenuecatSecret": "sk_{t}",\n    "eas": { "projectId": "8d9c1e20-7b3a-4c55-9e61-0f2a3b4c5d6e" }\n  }\n}
s4 eas submit ¦ scenario 4 step 3: eas submit asking for and echoing an ASC API key file body ¦ {b200} ¦ $ eas submit -p ios --latest\n✔ Using App Store Connect API Key: D383SF739\n  Key content: -----BEGIN PRIVATE KEY-----\nMIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg{t}\n-----END PRIVATE KEY-----\n✖ Failed to submit: The provided entity includes an attribute with an invalid value
s5 firebase login ci ¦ scenario 5 step 1: firebase login:ci --no-localhost printing the CI token ¦ 1//0{u100} ¦ $ firebase login:ci --no-localhost\n✔  Success! Use this token to login on a CI server:\n\n{t}\n\nExample: firebase deploy --token "$FIREBASE_TOKEN"
s5 firebase debug log ¦ scenario 5 step 2: firebase-debug.log written in the repo, an OAuth refresh ¦ {u120} ¦ [debug] [2026-12-07T15:54:02.117Z] >>> [apiv2][query] POST https://www.googleapis.com/oauth2/v3/token [none]\n[debug] [2026-12-07T15:54:02.118Z] >>> [apiv2][body] POST https://www.googleapis.com/oauth2/v3/token {"refresh_token":"1//0{t}","client_id":"563584335869-fgrhgmd47bqnekij5i8b5pr03ho849e6.apps.googleusercontent.com","grant_type":"refresh_token"}
s5 firebase functions config ¦ scenario 5 step 3: firebase functions:config:get ¦ whsec_{A32} ¦ $ firebase functions:config:get\n{\n  "stripe": {\n    "webhook_secret": "{t}",\n    "mode": "live"\n  }\n}
s6 gradle info signing ¦ scenario 6 step 1: ./gradlew assembleRelease --info printing a signing config ¦ {p} ¦ > Task :app:validateSigningRelease\nSigning config release: storeFile=/home/ci/keys/upload.jks, keyAlias=upload, keyStorePassword={t}\nSkipping task ':app:validateSigningRelease' as it is up-to-date.
s6 gradle init script ¦ scenario 6 step 2: cat of ~/.gradle/init.d/repos.gradle with a Maven password ¦ {A40} ¦ $ cat ~/.gradle/init.d/repos.gradle\nallprojects {\n  repositories {\n    maven {\n      url "https://maven.acme.io/releases"\n      credentials { username "ci"; password "{t}" }\n    }\n  }\n}
s6 gradle failure ¦ scenario 6 step 3: the Gradle build failure quoting a resolved URL with a token ¦ {A32} ¦ FAILURE: Build failed with an exception.\n* What went wrong:\nCould not resolve io.acme:ui-kit:4.2.0.\n  > Could not GET 'https://ci:{t}@maven.acme.io/releases/io/acme/ui-kit/4.2.0/ui-kit-4.2.0.pom'. Received status code 401 from server: Unauthorized
"""

SINGLES = r"""
flutter key properties ¦ cat of a Flutter android/key.properties ¦ {p} ¦ $ cat android/key.properties\nstorePassword=android\nkeyPassword={t}\nkeyAlias=upload\nstoreFile=/Users/dev/upload-keystore.jks
sentry properties ¦ cat of an RN ios/sentry.properties ¦ {h64} ¦ defaults.url=https://sentry.io/\ndefaults.org=acme\ndefaults.project=rift-ios\nauth.token=sntrys_{t}
app config ts ¦ cat of an Expo app.config.ts with a literal secret ¦ {A40} ¦ export default ({ config }) => ({\n  ...config,\n  extra: {\n    algoliaAdminKey: "{t}",\n    apiUrl: process.env.API_URL,\n  },\n});
xcode env local ¦ cat of an RN ios/.xcode.env.local ¦ {A36} ¦ export NODE_BINARY=/opt/homebrew/bin/node\nexport SENTRY_DISABLE_AUTO_UPLOAD=false\nexport CODEPUSH_ACCESS_KEY={t}
xcconfig secret ¦ cat of Config/Secrets.xcconfig ¦ {A40} ¦ // Secrets.xcconfig — do not commit\nAPI_BASE = https:/$()/api.acme.io\nAPI_SECRET = {t}
export options plist ¦ cat of an ExportOptions.plist with an ASC password ¦ {a4}-{a4}-{a4}-{a4} ¦ <key>method</key>\n<string>app-store-connect</string>\n<key>teamID</key>\n<string>7Q2XK9L3MZ</string>\n<key>password</key>\n<string>{t}</string>
firebase emulator json ¦ cat of a firebase.json functions env override ¦ {A48} ¦ {\n  "functions": [{ "source": "functions", "codebase": "default" }],\n  "emulators": { "auth": { "port": 9099 } },\n  "env": { "OPENAI_API_KEY": "{t}" }\n}
codepush json ¦ cat of codepush.json deployment keys, the staging key ¦ {u40} ¦ {\n  "ios": { "Staging": "{t}", "Production": "<set in CI>" }\n}
rg authorization ios ¦ rg -n Authorization over ios/ ¦ {A48} ¦ $ rg -n 'Authorization' ios/\nios/Rift/Net/APIClient.swift:41:        request.setValue("Bearer {t}", forHTTPHeaderField: "Authorization")
rg password android ¦ rg -n -i password over android/app/src ¦ {p} ¦ $ rg -n -i password android/app/src/main\nandroid/app/src/main/java/io/acme/rift/DebugLogin.kt:12:    private const val QA_PASSWORD = "{t}"
grep google services ¦ grep -rn over a Gradle module for a Play upload password ¦ {p} ¦ $ grep -rn "uploadPassword" android/\nandroid/app/build.gradle.kts:88:        password = "{t}" // uploadPassword for the internal Maven mirror
git diff gradle properties ¦ git diff adding a signing password to gradle.properties ¦ {p} ¦ $ git diff -- android/gradle.properties\n+RIFT_UPLOAD_STORE_FILE=upload.jks\n+RIFT_UPLOAD_KEY_PASSWORD={t}
git diff info plist ¦ git diff adding a secret to Info.plist ¦ {A32} ¦ $ git diff -- ios/Rift/Info.plist\n+\t<key>ZendeskClientSecret</key>\n+\t<string>{t}</string>
git show fastfile ¦ git show of a commit that hard-coded a Play JSON key path and a passphrase ¦ {p} ¦ $ git show 3f1c2e9 -- fastlane/Fastfile\n-  match(type: "appstore", readonly: true)\n+  match(type: "appstore", readonly: true, git_basic_authorization: Base64.strict_encode64("ci:{t}"))
http expo robot token ¦ an HTTP tool response creating an Expo robot access token (GraphQL) ¦ {u40} ¦ HTTP 200 POST https://api.expo.dev/graphql\n{"data":{"accessToken":{"createAccessToken":{"token":"{t}","accessToken":{"id":"1c8e5f0a-2d3b-4a6c-9e7f-8a9b0c1d2e3f","note":"ci-robot"}}}}}
http app check debug ¦ an HTTP tool response registering a Firebase App Check debug token ¦ {uuid} ¦ HTTP 200 POST https://firebaseappcheck.googleapis.com/v1/projects/acme-rift/apps/1:41822:android:9c2f/debugTokens\n{"name":"projects/41822/apps/1:41822:android:9c2f/debugTokens/7e21","displayName":"CI emulator","token":"{t}"}
http asc jwt ¦ a tool's output printing a freshly signed App Store Connect JWT ¦ eyJhbGciOiJFUzI1NiIsImtpZCI6IkQzODNTRjczOSIsInR5cCI6IkpXVCJ9.{u150}.{u86} ¦ $ python scripts/asc_token.py\nToken (valid 20 min): {t}
http play oauth ¦ an HTTP tool response to a Play Developer API token exchange ¦ ya29.c.{u180} ¦ HTTP 200 POST https://oauth2.googleapis.com/token\n{"access_token":"{t}","expires_in":3599,"token_type":"Bearer"}
asc api p8 ¦ cat of an App Store Connect API key file AuthKey_*.p8 ¦ {b180} ¦ $ cat ~/private_keys/AuthKey_D383SF739.p8\n-----BEGIN PRIVATE KEY-----\nMIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg{t}\n-----END PRIVATE KEY-----
play service account ¦ jq of a Play Console service-account key ¦ {b160} ¦ $ jq -r .private_key play-upload.json\n-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC{t}\n-----END PRIVATE KEY-----
adb shell settings ¦ adb shell run-as reading an app's shared_prefs ¦ {A40} ¦ $ adb shell run-as io.acme.rift cat shared_prefs/auth.xml\n<?xml version='1.0' encoding='utf-8' standalone='yes' ?>\n<map>\n    <string name="session_token">{t}</string>\n    <long name="expires_at" value="1796655362" />\n</map>
adb backup sqlite ¦ sqlite3 over a pulled app database ¦ {u64} ¦ $ adb exec-out run-as io.acme.rift cat databases/app.db > app.db && sqlite3 app.db "select * from credentials"\n1|api.acme.io|qa@acme.io|{t}|2026-12-07
simctl keychain ¦ xcrun simctl spawn log show printing a keychain debug line ¦ {A44} ¦ $ xcrun simctl spawn booted log show --predicate 'subsystem == "io.acme.rift"' --last 5m\n2026-12-07 15:55:10.212 Db Rift[4412:9a1] [Auth] saved to keychain: {t}
gradle dependencies insight ¦ ./gradlew properties printing a project property ¦ {A40} ¦ $ ./gradlew -q :app:properties | grep -i token\nmapboxDownloadsToken: sk.eyJ1IjoiYWNtZSJ9.{t}
play console track list ¦ an HTTP tool response from Play's edits API with an attached webhook secret ¦ {A32} ¦ HTTP 200 GET https://androidpublisher.googleapis.com/androidpublisher/v3/applications/io.acme.rift/edits/0874/tracks\n{"tracks":[{"track":"internal","releases":[{"name":"412","status":"completed"}]}],"debug":{"x-notify-secret":"{t}"}}
asc users response ¦ an App Store Connect API response the agent printed with the request's auth header ¦ {u140} ¦ > GET /v1/apps/1584463801/builds?limit=1\n> Authorization: Bearer eyJhbGciOiJFUzI1NiJ9.{t}.c2ln\n< HTTP/2 401\n< {"errors":[{"status":"401","code":"NOT_AUTHORIZED"}]}
xcode cloud env ¦ an Xcode Cloud ci_post_clone.sh that echoed its environment ¦ {A40} ¦ $ cat ci_scripts/ci_post_clone.sh\n#!/bin/sh\nenv | sort\n# ... build log:\nCI_WORKFLOW=Release\nREVENUECAT_SECRET_KEY=sk_{t}
pod install netrc ¦ cat of ~/.netrc used by CocoaPods for a private spec repo ¦ {A40} ¦ $ cat ~/.netrc\nmachine git.acme.io\n  login ci-bot\n  password {t}
flutter doctor proxy ¦ flutter pub get failing behind a proxy with credentials in the URL ¦ {p} ¦ $ flutter pub get\nGot socket error trying to find package intl at http://proxyuser:{t}@proxy.acme.io:3128/api/packages/intl.
adb bugreport env ¦ grep over an unzipped adb bugreport for a debug build's system property ¦ {A40} ¦ $ unzip -p bugreport-rift-2026-12-07.zip bugreport*.txt | grep -m1 debug.rift\n[debug.rift.inference_key]: [{t}]
xcresult log ¦ xcrun xcresulttool output of a UI test that typed a password into a field ¦ {p} ¦ $ xcrun xcresulttool get --path Test.xcresult --format json | jq -r '..|.message?._value? // empty' | grep typeText\nTap "Password" SecureTextField\nType '{t}' into "Password" SecureTextField
metro bundler log ¦ an Expo dev server (Metro) log printing a config with a secret ¦ {A40} ¦ › Metro waiting on exp://192.168.1.44:8081\n LOG  [config] {"apiUrl":"https://api.acme.io","openaiKey":"sk-proj-{t}"}
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="oserror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
    ]
