"""Innocent set 80: mobile-app agent output in set 80's tool shapes with no secret, public
keys, public SDK keys, key ids, fingerprints, digests and build, trace and span ids beside
credential words, set 80's languages, and public ids of set 80's vendors.

``AGENT``: ``adb logcat``, ``xcodebuild``, fastlane, Expo/EAS, Firebase CLI, App Store Connect
and Play Console API results and Gradle output where every credential is masked, referenced
or absent. ``PUBLIC``: public halves and identifiers, including keys their vendors document as
public (Firebase web API keys, Sentry DSNs, RevenueCat public SDK keys, Mapbox ``pk.`` tokens,
Algolia search-only keys, Stripe publishable keys). ``WORLD``: set 80's languages saying that
a password, PIN or code was changed, sent or expired, without one. ``VENDOR_IDS``: set 80's
vendors' public ids (project, org, model, voice, instance, deployment and endpoint ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦12-07 15:52:04.118  8812  8861 I okhttp.OkHttpClient: --> GET https://api.acme.io/v2/me⟧ ⟦Authorization: ██⟧
agent: ⟦12-07 15:52:04.301  8812  8861 I okhttp.OkHttpClient: <-- 200 OK (182ms)⟧ ⟦content-length: 1847⟧
agent: ⟦D AuthRepository: signInWithEmail:success uid=«A28»⟧ (a user id, not a token)
agent: ⟦E AndroidRuntime: FATAL EXCEPTION: main⟧ ⟦Process: io.acme.rift, PID: 8812⟧ ⟦java.lang.NullPointerException at io.acme.rift.TokenStore.load(TokenStore.kt:41)⟧
agent: ⟦I ActivityManager: Start proc 8812:io.acme.rift/u0a412⟧ ⟦for pre-top-activity⟧
agent: ⟦** BUILD SUCCEEDED **⟧ ⟦Rift.app⟧ ⟦scheme Rift, configuration Release⟧
agent: ⟦PhaseScriptExecution Upload\ dSYMs⟧ ⟦Successfully uploaded 3 debug files⟧ ⟦UUID «uuid»⟧
agent: ⟦xcodebuild -showBuildSettings⟧ ⟦PRODUCT_BUNDLE_IDENTIFIER = io.acme.rift⟧ ⟦CURRENT_PROJECT_VERSION = 412⟧
agent: ⟦CodeSign /Users/ci/Library/Developer/Xcode/DerivedData/Rift-bq/Build/Products/Release-iphoneos/Rift.app⟧ ⟦Signing Identity: "Apple Distribution: Acme Ltd (7Q2XK9L3MZ)"⟧
agent: ⟦error: No profiles for 'io.acme.rift' were found⟧ ⟦Xcode couldn't find any iOS App Development provisioning profiles⟧
agent: ⟦[15:53:03]: Login successful⟧ ⟦[15:53:04]: Ready to upload new build to TestFlight (App: 1584463801)⟧
agent: ⟦fastlane.tools finished successfully 🎉⟧ ⟦lane beta, 4m 12s⟧
agent: ⟦| Step | Action                 | Time (in s) |⟧ ⟦| 3    | app_store_connect_api_key | 0       |⟧ ⟦| 4    | pilot                  | 212         |⟧
agent: ⟦[15:53:20]: Preparing to upload for language 'en-US'...⟧ ⟦Uploading AAB to track 'internal'⟧ ⟦versionCode 4121⟧
agent: ⟦match: Successfully decrypted certificates repo⟧ ⟦Installed certificate «H40»⟧ (a certificate SHA-1)
agent: ⟦$ eas env:list production⟧ ⟦EXPO_PUBLIC_API_URL=https://api.acme.io (plain text)⟧ ⟦STRIPE_SECRET_KEY=***** (sensitive)⟧
agent: ⟦Build details: https://expo.dev/accounts/acme/projects/rift/builds/«uuid»⟧ ⟦status: finished⟧
agent: ⟦eas submit -p ios --latest⟧ ⟦Using App Store Connect API Key: D383SF739⟧ ⟦Submitted your app to Apple App Store Connect!⟧
agent: ⟦[READ_APP_CONFIG] Using app configuration⟧ ⟦"eas": { "projectId": "«uuid»" }⟧
agent: ⟦$ firebase login:ci⟧ ⟦⚠  Authenticating with a `login:ci` token is deprecated⟧ ⟦use a service account instead⟧
agent: ⟦✔  Deploy complete!⟧ ⟦Project Console: https://console.firebase.google.com/project/acme-rift/overview⟧
agent: ⟦$ firebase functions:config:get⟧ ⟦{ "stripe": { "mode": "live" } }⟧ (no secret set)
agent: ⟦firebase-debug.log⟧ ⟦[apiv2][status] POST https://firebasehosting.googleapis.com/v1beta1/projects/-/sites/acme-rift/versions 200⟧
agent: ⟦> Task :app:validateSigningRelease UP-TO-DATE⟧ ⟦> Task :app:bundleRelease⟧ ⟦BUILD SUCCESSFUL in 2m 41s⟧
agent: ⟦Could not resolve io.acme:ui-kit:4.2.0⟧ ⟦Received status code 401 from server: Unauthorized⟧ (credentials not shown)
agent: ⟦Gradle build cache key «h32»⟧ ⟦FROM-CACHE⟧ ⟦:app:compileReleaseKotlin⟧
agent: ⟦Signing config release: storeFile=/home/ci/keys/upload.jks, keyAlias=upload⟧ ⟦storePassword=<redacted>⟧
agent: ⟦$ cat android/key.properties⟧ ⟦storePassword=${STORE_PASSWORD}⟧ ⟦keyAlias=upload⟧
agent: ⟦$ rg -n 'Authorization' ios/⟧ ⟦ios/Rift/Net/APIClient.swift:41: request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")⟧
agent: ⟦$ git diff -- android/gradle.properties⟧ ⟦+RIFT_UPLOAD_KEY_PASSWORD=⟧ (empty, filled by CI)
agent: ⟦$ git log -1 --format=%H⟧ ⟦«h40»⟧ ⟦fix: token refresh race⟧
agent: ⟦HTTP 200 GET /v1/apps/1584463801/builds?limit=1⟧ ⟦"version": "412"⟧ ⟦"processingState": "VALID"⟧
agent: ⟦HTTP 200 GET androidpublisher/v3/applications/io.acme.rift/edits/«d19»/tracks⟧ ⟦"track": "internal"⟧ ⟦"status": "completed"⟧
agent: ⟦HTTP 201 POST /v1/betaTesterInvitations⟧ ⟦"id": "«uuid»"⟧ ⟦"email": "qa@acme.io"⟧
agent: ⟦HTTP 200 POST .../debugTokens⟧ ⟦"displayName": "CI emulator"⟧ ⟦token not returned after creation⟧
agent: ⟦$ adb shell run-as io.acme.rift ls shared_prefs⟧ ⟦auth.xml⟧ ⟦onboarding.xml⟧ ⟦token_cache_meta.xml⟧
agent: ⟦$ adb devices⟧ ⟦emulator-5554 device⟧ ⟦R5CT«U6» device⟧
agent: ⟦$ xcrun simctl list devices booted⟧ ⟦iPhone 16 («uuid») (Booted)⟧
agent: ⟦Pod installation complete! There are 42 dependencies from the Podfile and 57 total pods installed.⟧
agent: ⟦flutter build appbundle⟧ ⟦✓ Built build/app/outputs/bundle/release/app-release.aab (28.4MB)⟧
agent: ⟦$ keytool -list -keystore upload.jks⟧ ⟦Certificate fingerprint (SHA-256): «H64»⟧ (public certificate digest)
agent: ⟦apksigner verify --print-certs app-release.apk⟧ ⟦Signer #1 certificate SHA-1 digest: «h40»⟧
agent: ⟦Crashlytics: uploaded mapping file «h32»⟧ ⟦for versionCode 4121⟧
agent: ⟦App Store Connect: build 412 processing⟧ ⟦Export compliance: uses encryption = NO⟧
agent: ⟦Play Console: 96.2% crash-free users⟧ ⟦ANR rate 0.31%⟧ ⟦release 4.12.0 (4121)⟧
"""

PUBLIC = r"""
public: ⟦"api_key": [{ "current_key": "AIza«A35»" }]⟧ in ⟦google-services.json⟧ (a Firebase web API key, documented as public)
public: ⟦<key>API_KEY</key><string>AIza«A35»</string>⟧ in ⟦GoogleService-Info.plist⟧ (public by Firebase's docs)
public: ⟦SENTRY_DSN=https://«h32»@o«d6».ingest.sentry.io/«d7»⟧ (a DSN's public key)
public: ⟦Purchases.configure(withAPIKey: "appl_«A27»")⟧ (RevenueCat public SDK key)
public: ⟦MAPBOX_ACCESS_TOKEN=pk.eyJ1IjoiYWNtZSIsImEiOiJ«A25»⟧ (a public pk. token)
public: ⟦ALGOLIA_SEARCH_ONLY_KEY=«h32»⟧ (search-only, safe in the app)
public: ⟦STRIPE_PUBLISHABLE_KEY=pk_live_«A99»⟧ (publishable)
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦ci@rift⟧ (public key)
public: ⟦Apple Team ID 7Q2XK9L3MZ⟧ ⟦Key ID D383SF739⟧ ⟦Issuer ID «uuid»⟧ (ids, not the .p8)
public: ⟦upload key certificate SHA-256 «H64»⟧ (registered in Play Console)
public: ⟦app signing key SHA-1 «H40»⟧ (shown in Play Console → App integrity)
public: ⟦OAuth client ID «d12»-«l32».apps.googleusercontent.com⟧ (a client id, not a secret)
public: ⟦Expo project ID «uuid»⟧ ⟦owner acme⟧
public: ⟦EAS update group «uuid»⟧ ⟦runtime version 4.12.0⟧
public: ⟦Firebase App ID 1:«d12»:android:«h16»⟧ ⟦project number «d12»⟧
public: ⟦CodePush deployment name Staging⟧ ⟦label v41⟧ ⟦hash «h64»⟧
public: ⟦JWKS kid «A24»⟧ ⟦alg ES256⟧ (App Store Server Notifications)
public: ⟦trace_id «h32»⟧ ⟦span_id «h16»⟧ ⟦token refresh took 212 ms⟧
public: ⟦request id req_«A24»⟧ ⟦401 invalid api key⟧ (the key is not in the response)
public: ⟦docker digest sha256:«h64»⟧ ⟦image acme/inference:4.12.0⟧
public: ⟦model revision «h40»⟧ ⟦safetensors sha256 «h64»⟧
public: ⟦GPG key id «H16»⟧ ⟦fingerprint «H40»⟧ (release signing, public)
public: ⟦age recipient age1«l58»⟧ (public recipient)
public: ⟦WebAuthn credential id «b64_43»⟧ ⟦passkey registered on iPhone⟧
public: ⟦x509 serial «H32»⟧ ⟦CN=api.acme.io⟧ ⟦expires 2027-06-01⟧
public: ⟦build id «d9»⟧ ⟦commit «h40»⟧ ⟦password policy check passed⟧
public: ⟦APNs topic io.acme.rift⟧ ⟦device token «h64»⟧ (a push address, not a credential)
public: ⟦FCM registration id «A22»:APA91b«A60»⟧ (a device address)
public: ⟦Segmind model slug flux-schnell⟧ ⟦cost 0.0031 credits⟧
public: ⟦LanceDB table chunks⟧ ⟦version 412⟧ ⟦index IVF_PQ 256 partitions⟧
"""

WORLD = r"""
world: ⟦你嘅密碼已經改咗⟧ ⟦(written Cantonese: your password has been changed)⟧
world: ⟦驗證碼已經發咗去你部電話⟧ ⟦(written Cantonese: the code was sent to your phone)⟧
world: ⟦後備碼用晒喇，請重新產生⟧ ⟦(Cantonese: backup codes used up)⟧
world: ⟦Lí ê bi̍t-bé í-keng kái hó--ah⟧ ⟦(Hokkien POJ: password changed)⟧
world: ⟦你的密碼已經過期，請閣設一擺⟧ ⟦(Hokkien Han: password expired, set it again)⟧
world: ⟦Ngì-ke me̍t-mâ yî-kîn kói-hó⟧ ⟦(Hakka PFS: password changed)⟧
world: ⟦你个驗證碼已經寄出⟧ ⟦(Hakka Han: code sent)⟧
world: ⟦Mizmaj mwngz gaenq vuenh ndei⟧ ⟦(Zhuang: your password was changed)⟧
world: ⟦Koj lo lus zais twb hloov lawm⟧ ⟦(Hmong RPA: password changed)⟧
world: ⟦Peb twb xa tus lej tuaj rau koj lub xov tooj⟧ ⟦(Hmong RPA: we sent the code to your phone)⟧
world: ⟦パスワードー変わてぃ居いびーん⟧ ⟦(Okinawan: the password has been changed)⟧
world: ⟦暗証番号ぬ期限ぬ切りてぃ居いびーん⟧ ⟦(Okinawan: the PIN expired)⟧
world: ⟦エコㇿ パスワード アシㇼ ネ⟧ ⟦(Ainu: your password is new)⟧
world: ⟦비밀번호 바꿔수다⟧ ⟦(Jeju: the password was changed)⟧
world: ⟦인증번호 보내수다, 오 분 안티 써줍서⟧ ⟦(Jeju: code sent, use within five minutes)⟧
world: ⟦密令已易，舊者不復用⟧ ⟦(Classical Chinese: the secret word has been changed)⟧
world: ⟦口令三日一易⟧ ⟦(Classical Chinese: the watchword changes every three days)⟧
world: ⟦暗號已ニ改ム⟧ ⟦(kanbun: the secret sign has been changed)⟧
world: ⟦貴下의 祕密番號가 變更되었습니다⟧ ⟦(Korean with Hanja: your password was changed)⟧
world: ⟦認證番號가 發送되었습니다⟧ ⟦(Korean with Hanja: verification code sent)⟧
world: ⟦復舊 코드 10個가 새로 發給되었습니다⟧ ⟦(Korean with Hanja: ten new recovery codes issued)⟧
world: ⟦你嘅 API 金鑰已經撤銷⟧ ⟦(Cantonese: your API key was revoked)⟧
world: ⟦Cov lej rov qab nkag tas lawm⟧ ⟦(Hmong: recovery codes exhausted)⟧
world: ⟦ꆏꀋ ꂱꂷ ꀕ ꇬ⟧ ⟦(Yi: a password-changed notice, as remembered)⟧
world: ⟦密碼錯咗三次，戶口鎖咗十五分鐘⟧ ⟦(Cantonese: wrong password three times, locked 15 minutes)⟧
world: ⟦PIN bé phah m̄-tio̍h 3 pái⟧ ⟦(Hokkien POJ: PIN wrong 3 times)⟧
world: ⟦Tus lej PIN yuav tsum muaj 6 tus⟧ ⟦(Hmong: the PIN must have 6 digits)⟧
world: ⟦密碼要有 12 個字以上⟧ ⟦(Cantonese: password needs 12+ characters)⟧
world: ⟦APIキーぬ有効期限や 90日 やいびーん⟧ ⟦(Okinawan: the API key is valid 90 days)⟧
world: ⟦鑰匙遺失者，報於守⟧ ⟦(Classical Chinese: whoever loses the key reports to the keeper)⟧
"""

VENDOR_IDS = r"""
vendor-ids: ⟦LanceDB project embedding-«l6»⟧ ⟦region us-east-1⟧
vendor-ids: ⟦SaladCloud org acme-ml⟧ ⟦project asr⟧ ⟦container group «uuid»⟧
vendor-ids: ⟦Langtrace project_id cm«l23»⟧ (a project id, not a key)
vendor-ids: ⟦LangWatch trace «h32»⟧ ⟦thread «A21»⟧
vendor-ids: ⟦Soniox transcription id «uuid»⟧ ⟦model stt-async-v3⟧
vendor-ids: ⟦Segmind request id «uuid»⟧ ⟦model sdxl1.0-txt2img⟧
vendor-ids: ⟦BentoCloud deployment summarizer-«l6»⟧ ⟦cluster aws-us-east-1⟧
vendor-ids: ⟦CUDO VM «l12»⟧ ⟦data center se-smedjebacken-1⟧ ⟦billing account «l10»⟧
vendor-ids: ⟦Shadeform instance «uuid»⟧ ⟦cloud hyperstack⟧ ⟦H100 ×8⟧
vendor-ids: ⟦DataCrunch CLIENT_ID «A21»⟧ (an OAuth client id; the secret is separate)
vendor-ids: ⟦Deep Lake dataset al://acme/support-tickets-embeddings⟧ ⟦org id «uuid»⟧
vendor-ids: ⟦Athina dataset «uuid»⟧ ⟦prompt slug refund-answer⟧
vendor-ids: ⟦Gentrace pipeline slug rift-summarize⟧ ⟦result id «uuid»⟧
vendor-ids: ⟦Prime Intellect pod «h32»⟧ ⟦team team_«d4»⟧
vendor-ids: ⟦Fish Audio voice model «h32»⟧ (a public voice id, looks like a key)
vendor-ids: ⟦Requesty model openai/gpt-4o-mini⟧ ⟦request id «A24»⟧
vendor-ids: ⟦Lightning AI user id «uuid»⟧ ⟦teamspace acme-research⟧ (LIGHTNING_USER_ID is not the key)
vendor-ids: ⟦Ragie document «uuid»⟧ ⟦partition support⟧
vendor-ids: ⟦LandingLens endpoint «uuid»⟧ ⟦project 41822⟧
vendor-ids: ⟦Jarvis Labs instance «d6»⟧ ⟦A6000, paused⟧
vendor-ids: ⟦Epsilla project_id «uuid»⟧ ⟦db rift_kb⟧
vendor-ids: ⟦KDB.AI instance x7q2m9⟧ ⟦table documents⟧
vendor-ids: ⟦Log10 completion id «uuid»⟧ ⟦LOG10_ORG_ID «uuid»⟧ (an org id)
vendor-ids: ⟦Lamini job «d6»⟧ ⟦model meta-llama/Meta-Llama-3.1-8B-Instruct⟧
vendor-ids: ⟦Inferless model id «uuid»⟧ ⟦key name inf_key_7c1a9e⟧ (the key's name, not its secret)
vendor-ids: ⟦Modelbit deployment predict_churn⟧ ⟦version 14⟧ ⟦workspace acme⟧
vendor-ids: ⟦Scale AI task «h24»⟧ ⟦project kitchen-seg⟧
vendor-ids: ⟦Iguazio V3IO_USERNAME mlrun⟧ ⟦container users⟧
vendor-ids: ⟦Supervisely project «d5»⟧ ⟦dataset «d6»⟧
vendor-ids: ⟦Chutes chute id «uuid»⟧ ⟦model deepseek-ai/DeepSeek-V3⟧
"""
