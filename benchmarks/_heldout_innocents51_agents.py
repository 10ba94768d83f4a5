"""Innocent set 51: coding-agent output with no secret, public ids beside credential words,
set 51's languages and public ids of set 51's vendors.

``AGENT``: the tool shapes set 51's secrets used, holding nothing secret: Gemini in Android
Studio, Xcode's Intelligence panel, Alex Sidebar, Project IDX's terminal, Sweep AI and Swift
Assist, with adb logcat, xcodebuild, bundletool, electron-builder, EAS and Tauri output that
names credentials without holding any. ``PUBLIC``: values public by design beside credential
words (key ids, fingerprints, digests, public keys, certificate serials, build, trace and
span ids). ``WORLD``: set 51's words for recovery codes, passphrases, PINs, passwords, API
keys and tokens next to counts, dates and policies, holding no value. ``VENDOR_IDS``: public
ids of set 51's vendors (domain ids, token ids, key ids, identity ids, zone ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦✦ Gemini › Agent⟧\n  ⟦⚙ read_file  android/key.properties⟧\n    ⟦keyAlias=upload⟧\n  ⟦✓ Read 4 lines (storePassword redacted by the IDE)⟧
agent: ⟦⚙ run_gradle_task  :app:assembleRelease⟧\n    ⟦BUILD SUCCESSFUL in 1m 12s⟧ ⟦87 actionable tasks: 41 executed⟧
agent: ⟦adb logcat -d -s OkHttp:D⟧\n    ⟦12-06 19:01:44.388  8812  8870 D OkHttp  : <-- 200 OK (177ms)⟧
agent: ⟦Intelligence ▸ Looked at Config/Release.xcconfig⟧\n  ⟦PRODUCT_BUNDLE_IDENTIFIER = app.acme.field⟧
agent: ⟦$ xcodebuild -exportArchive -archivePath build/Field.xcarchive⟧\n  ⟦** EXPORT SUCCEEDED **⟧
agent: ⟦⌘ Alex › Tool: shell⟧\n  ⟦security find-identity -v -p codesigning⟧\n  ⟦1) «H40» "Apple Distribution: Acme (8QK2L7M3XZ)"⟧
agent: ⟦[IDX terminal] $ npx eas-cli build:list --limit 1⟧\n⟦ID «uuid»⟧ ⟦Status finished⟧
agent: ⟦Sweep ▸ Ran `java -jar bundletool.jar validate --bundle app-release.aab`⟧\n⟦App Bundle information: 3 modules⟧
agent: ⟦Sweep ▸ Read file keystore.properties (6 lines)⟧ — ⟦values hidden: RELEASE_STORE_PASSWORD, RELEASE_KEY_PASSWORD⟧
agent: ⟦Swift Assist ▸ terminal⟧\n  ⟦• electron-builder  version=25.1.8 os=darwin⟧\n  ⟦• signed  file=dist/mac-arm64/Acme.app⟧
agent: ⟦$ npm run tauri build⟧\n  ⟦Finished 2 updater signatures at src-tauri/target/release/bundle/macos/Acme.app.tar.gz.sig⟧
agent: ⟦$ pod install⟧\n⟦Pod installation complete! There are 14 dependencies from the Podfile and 31 total pods installed.⟧
agent: ⟦$ npx cap sync android⟧\n⟦✔ update android in 412.37ms⟧
agent: ⟦$ sdkmanager --list_installed⟧\n⟦platforms;android-35 | 2 | Android SDK Platform 35⟧
agent: ⟦✦ Gemini › Agent⟧\n  ⟦⚙ run_terminal  adb shell dumpsys package app.acme.field | grep versionName⟧\n    ⟦versionName=4.2.0⟧
agent: ⟦Intelligence ▸ Ran in Terminal⟧\n  ⟦$ security list-keychains⟧\n  ⟦"/Users/ci/Library/Keychains/build.keychain-db"⟧
agent: ⟦⌘ Alex › Tool: shell⟧\n  ⟦xcrun simctl list devices booted⟧\n  ⟦iPhone 16 («uuid») (Booted)⟧
agent: ⟦[IDX terminal] $ flutter build apk --release --dart-define=ENV=prod⟧\n⟦✓ Built build/app/outputs/flutter-apk/app-release.apk (21.4MB)⟧
agent: ⟦Sweep ▸ Ran `adb shell run-as app.acme.field ls shared_prefs`⟧\n⟦session.xml  settings.xml⟧
agent: ⟦Swift Assist ▸ terminal⟧\n  ⟦$ snapcraft whoami⟧\n  ⟦email: release@acme.app⟧ ⟦expires: 2027-12-06T00:00:00Z⟧
agent: ⟦$ rg -n manifestPlaceholders app/⟧\n⟦app/build.gradle.kts:41: manifestPlaceholders["appAuthRedirectScheme"] = "app.acme.field"⟧
agent: ⟦$ git diff lib/env/env.g.dart⟧\n⟦-  static const String apiBase = 'https://staging.acme.app';⟧\n⟦+  static const String apiBase = 'https://api.acme.app';⟧
"""

PUBLIC = r"""
public: ⟦upload key SHA-256 fingerprint «H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»⟧ — ⟦give this to Play Console⟧
public: ⟦App Store Connect key id 2X9R4HUQ6M⟧ ⟦issuer id «uuid»⟧
public: ⟦WireGuard PublicKey = «b64_43»=⟧ ⟦Endpoint = 185.159.157.1:51820⟧
public: ⟦Developer ID certificate serial «H16»⟧ ⟦expires 2031-02-01⟧
public: ⟦sha256 of app-release.aab: «h64»⟧
public: ⟦trace_id «h32»⟧ ⟦span_id «h16»⟧ ⟦token refresh took 212 ms⟧
public: ⟦build «d6»⟧ ⟦commit «h40»⟧ ⟦signing identity 8QK2L7M3XZ⟧
public: ⟦PBS datastore fingerprint «h2»:«h2»:«h2»:«h2»:«h2»:«h2»⟧ (⟦public, pinned by the client⟧)
public: ⟦DKIM selector s1⟧ ⟦p=«b64_48»⟧ ⟦(public key)⟧
public: ⟦Reposilite token name ci⟧ ⟦permissions w⟧ ⟦route /releases⟧ — ⟦secret not shown again⟧
public: ⟦Resilio read-only share id «H40»⟧ (⟦an id, not a key⟧)
public: ⟦Sectigo ACME account URL https://acme.sectigo.com/v2/OV/account/«d8»⟧
public: ⟦OpenZiti enrollment id «A10»⟧ ⟦expires 2026-12-07T19:00:00Z⟧ ⟦method ott⟧
public: ⟦Play app signing certificate SHA-1 «H2»:«H2»:«H2»:«H2»:«H2»⟧
public: ⟦Tauri updater public key «b64_44»⟧ (⟦tauri.conf.json → plugins.updater.pubkey⟧)
public: ⟦PBSAPIToken id backup@pbs!nightly⟧ — ⟦token id only⟧
"""

WORLD = r"""
world: ⟦Bo kontraseña ta kambia⟧ ⟦riba 2026-12-06⟧
world: ⟦Papiamentu: bo tin 10 kódigo di rekuperashon⟧ — ⟦warda nan na un lugá sigur⟧
world: ⟦Modpas ou dwe gen omwen 12 karaktè⟧
world: ⟦Kòd rekiperasyon: 8 ki rete⟧
world: ⟦Yu pasword musu langa 12 letter⟧
world: ⟦Yuh passwud expire inna 30 days⟧
world: ⟦Bu palavra-pasi ta muda kada 90 dia⟧
world: ⟦Nde ñe'ẽñemi ipyahu⟧ — ⟦oñemoambue 2026-12-06⟧
world: ⟦Kanpak pakalla shimi: 6 shimikuna ministirin⟧
world: ⟦PIN: 6 números⟧ — ⟦Ngäbere app, 3 intentos⟧
world: ⟦Mòdpas-ou ka fini 2027-01-01⟧
world: ⟦Palavla-pasa bô tê ku tê 12 letla⟧
world: ⟦Ne senha ipyahu⟧ — ⟦2026-12-06⟧
world: ⟦Yu paaswod mos lang 12 leta⟧
world: ⟦Jumana jamasat arumaxa mayjt'ayatawa⟧
world: ⟦Pükontraseña: 12 karaaktere⟧
"""

VENDOR_IDS = r"""
vendor: ⟦Spaceship domain acme.dev⟧ ⟦async operation «uuid»⟧
vendor: ⟦Name.com domain id «d7»⟧ ⟦renewal 2027-03-14⟧
vendor: ⟦Openprovider handle XY«d6»-NL⟧ ⟦reseller «d6»⟧
vendor: ⟦OpenZiti identity id «A10»⟧ ⟦role #laptops⟧
vendor: ⟦Pinggy tunnel https://«l5»-«d2»-«d3»-«d2»-«d2».a.free.pinggy.link⟧
vendor: ⟦Rage4 domain id «d6»⟧ ⟦record id «d8»⟧
vendor: ⟦Plesk secret key id «d3»⟧ ⟦IP 192.0.2.1⟧ ⟦description "billing sync"⟧
vendor: ⟦Opalstack app id «uuid»⟧ ⟦server opal«d2»⟧
vendor: ⟦Resilio folder id «H40»⟧ ⟦3 peers online⟧
vendor: ⟦Splashtop device «U12»⟧ — ⟦RECEPTION-PC, streamer 3.7.2⟧
vendor: ⟦Netskope tenant acme.goskope.com⟧ ⟦token name splunk-export⟧ ⟦expires 2027-06-01⟧
vendor: ⟦NearlyFreeSpeech member acme⟧ ⟦site acmeorg⟧ ⟦account «U4»-«U4»-«U4»⟧
vendor: ⟦Reposilite repository releases⟧ ⟦artifact io.acme:core:2.4.1⟧
vendor: ⟦Nominet tag ACME-TAG⟧ ⟦domain acme.co.uk⟧ ⟦expiry 2027-05-02⟧
vendor: ⟦Surfshark server nl-ams.prod.surfshark.com⟧ ⟦protocol udp⟧
vendor: ⟦NetCrunch node id «d5»⟧ ⟦atlas Acme HQ⟧
"""
