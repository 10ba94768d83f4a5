"""Innocent set 73: coding agents' edit-loop output with no secret, public keys, key ids,
fingerprints, digests and build, trace and span ids beside credential words, set 73's
languages, and public ids of set 73's vendors.

``AGENT``: apply_patch results, ``sed -i``, editor tool results, LSP diagnostics, linters,
test runners and build logs where every credential is masked, referenced or absent, and file
names or identifiers with credential words. ``PUBLIC``: public halves and identifiers.
``WORLD``: set 73's languages saying that a password, PIN or code was changed, sent or
expired, without one. ``VENDOR_IDS``: set 73's vendors' public ids (station ids, system
ids, device serials, project ids, org ids, MPxNs).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦Success. Updated the following files:⟧ ⟦M src/auth/password_reset.ts⟧ ⟦A src/auth/token_store.ts⟧
agent: ⟦*** Update File: internal/forecast/client.go⟧ ⟦-const meteoKey = os.Getenv("METEO_KEY")⟧ ⟦+var meteoKey = mustEnv("METEO_KEY")⟧
agent: ⟦$ sed -i 's/api_key_header/apiKeyHeader/g' src/**/*.ts⟧ ⟦14 files changed⟧
agent: ⟦The file /work/agro/agro/settings.py has been edited.⟧ ⟦CLIMATE_API_TOKEN = os.environ["CLIMATE_API_TOKEN"]⟧
agent: ⟦Here's the result of running `cat -n` on /work/fleet/.env.example:⟧ ⟦3\tCHARGER_TOKEN=⟧ ⟦4\tCHARGER_SECRET=<set me>⟧
agent: ⟦gopls: internal/auth/secret.go:12:6: func rotateSecret is unused (unused)⟧
agent: ⟦rust-analyzer: unresolved import `crate::keys::RscpKey`⟧ ⟦src/main.rs:3:5⟧
agent: ⟦textDocument/publishDiagnostics⟧ ⟦file:///work/bms/src/password.rs⟧ ⟦0 diagnostics⟧
agent: ⟦tsserver: Property 'consumerSecret' does not exist on type 'Credentials'. (2339)⟧ ⟦src/resideo.ts:14:23⟧
agent: ⟦oxlint: Found 0 warnings and 0 errors.⟧ ⟦Finished in 41ms on 212 files with 97 rules⟧
agent: ⟦prettier --check .⟧ ⟦[warn] src/token_refresh.ts⟧ ⟦Code style issues found in the above file.⟧
agent: ⟦flake8 agro/⟧ ⟦agro/keys.py:3:1: F401 'os.environ' imported but unused⟧
agent: ⟦pylint: C0103: Constant name "api_key" doesn't conform to UPPER_CASE naming style⟧ ⟦agro/sat.py:9:0⟧
agent: ⟦basedpyright: 0 errors, 2 warnings, 0 notes⟧ ⟦reportUnusedVariable: "secret_path"⟧
agent: ⟦ktlint: app/src/main/kotlin/ev/Keys.kt:5:1: Unexpected blank line(s) before "}"⟧
agent: ⟦detekt: complexity - 4 weighted issues⟧ ⟦TooManyFunctions in TokenRepository.kt⟧
agent: ⟦swiftlint: Done linting! Found 0 violations, 0 serious in 38 files.⟧
agent: ⟦mix credo: 212 mods/funs, found 1 refactoring opportunity⟧ ⟦lib/ocpp/password_policy.ex:41⟧
agent: ⟦cargo nextest run⟧ ⟦Summary [ 3.112s] 148 tests run: 148 passed, 2 skipped⟧
agent: ⟦bun test v1.1.38⟧ ⟦41 pass⟧ ⟦0 fail⟧ ⟦test/secret_rotation.test.ts⟧
agent: ⟦dotnet test⟧ ⟦Passed!  - Failed: 0, Passed: 212, Skipped: 0, Total: 212⟧ ⟦HistorianClient.Tests.dll (net8.0)⟧
agent: ⟦pytest -q tests/test_tokens.py⟧ ⟦12 passed in 0.41s⟧
agent: ⟦PASSED tests/test_password_reset.py::test_expired_link⟧ ⟦[ 33%]⟧
agent: ⟦vite v6.0.3 building for production...⟧ ⟦dist/assets/auth-token-«l8».js  4.12 kB⟧
agent: ⟦> Task :app:generateDebugBuildConfig⟧ ⟦BUILD SUCCESSFUL in 41s⟧ ⟦37 actionable tasks: 12 executed⟧
agent: ⟦Compiling bms v0.4.2 (/work/bms)⟧ ⟦Finished `release` profile [optimized] target(s) in 48.21s⟧
agent: ⟦zig build test⟧ ⟦Build Summary: 5/5 steps succeeded; 31/31 tests passed⟧
agent: ⟦tflint: 0 issue(s) found⟧ ⟦variable "evgo_token" is marked sensitive⟧
agent: ⟦actionlint: no problems found⟧ ⟦.github/workflows/rotate-keys.yml⟧
agent: ⟦helm lint charts/solar⟧ ⟦1 chart(s) linted, 0 chart(s) failed⟧
agent: ⟦kubeconform: Summary: 14 resources found in 6 files - Valid: 14, Invalid: 0, Errors: 0, Skipped: 0⟧
agent: ⟦buf lint: proto/auth/v1/token.proto:7:3: Field name "refreshToken" should be lower_snake_case⟧
agent: ⟦markdownlint: docs/password-rotation.md:12 MD022/blanks-around-headings⟧
agent: ⟦codespell: ./docs/secrets.md:14: recieve ==> receive⟧
agent: ⟦cppcheck: src/modbus_gw.cpp:37:17: style: Variable 'plcPass' is assigned a value that is never used.⟧
agent: ⟦clangd: include/wifi_secrets.h:1:9: warning: header guard does not follow preferred style⟧
agent: ⟦$ git diff --stat⟧ ⟦src/keys/api_key_loader.rs | 12 ++++++------⟧ ⟦1 file changed, 6 insertions(+), 6 deletions(-)⟧
agent: ⟦$ rg -n "AUTH_TOKEN" --glob '!*.lock'⟧ ⟦src/env.ts:4:export const AUTH_TOKEN = process.env.AUTH_TOKEN ?? "";⟧
agent: ⟦$ grep -rn "password" deploy/⟧ ⟦deploy/kep.env:2:KEPWARE_PASSWORD=${KEPWARE_PASSWORD:?set in vault}⟧
agent: ⟦$ patch -p1 < rotate.patch⟧ ⟦patching file config/secrets.example.yaml⟧ ⟦Hunk #1 succeeded at 3.⟧
agent: ⟦HTTP 204 DELETE /api/v1/gateways/gw-plant7-02/credentials⟧ ⟦credential revoked⟧
agent: ⟦HTTP 200 GET /v2/orgs/farm-031/keys⟧ ⟦[{"id":"key_7781","name":"probe-sync","last4":"9mQ2"}]⟧
agent: ⟦commit «h40»⟧ ⟦chore: move charger token to env⟧ ⟦Signed-off-by: agent <agent@acme.io>⟧
agent: ⟦go test ./... -run TestRotateSecret⟧ ⟦ok  	acme/agro/internal/auth	0.212s⟧
agent: ⟦Context window: 148,212 / 200,000 tokens⟧ ⟦token count after compaction: 41,980⟧
"""

PUBLIC = r"""
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦deploy@bms-ci⟧ (public key)
public: ⟦SHA256:«b64_43»⟧ ⟦ED25519 key fingerprint⟧ for ⟦gw-plant7-02⟧
public: ⟦age1«l58»⟧ (age recipient, public) for ⟦secrets/meteo.env.age⟧
public: ⟦gpg: key «H16»: public key "Agro CI <ci@acme.kz>" imported⟧
public: ⟦kid: «A24»⟧ ⟦alg ES256⟧ in ⟦https://id.acme.kz/.well-known/jwks.json⟧
public: ⟦x5t#S256: «b64_43»⟧ ⟦certificate thumbprint⟧ of ⟦ocpp.acme-charge.eu⟧
public: ⟦sha256:«h64»⟧ ⟦image ghcr.io/acme/ocpp-gateway:2.4.1⟧
public: ⟦trace_id «h32»⟧ ⟦span_id «h16»⟧ for ⟦POST /oauth2/token 401⟧
public: ⟦request id «uuid»⟧ ⟦x-amzn-RequestId⟧ (not a credential)
public: ⟦publishable key pk_live_«A24»⟧ ⟦shown in the charging app checkout⟧
public: ⟦ThingWorx Application Key name: PlantFloorReader⟧ ⟦keyId hidden⟧ ⟦expires 2027-06-30⟧
public: ⟦Google OAuth client id «d12»-«l32».apps.googleusercontent.com⟧ (public, in the Nest app)
public: ⟦PVOutput system id «d5»⟧ ⟦team id «d4»⟧ (public on the site)
public: ⟦Alfen station serial ACE«d7»⟧ ⟦OCPP identity ACE«d7»⟧
public: ⟦DER public key 3059301306072a8648ce3d020106082a8648ce3d03010703420004«h32»⟧
public: ⟦checksum: «h64»  forecast-solar_5.0.0.orig.tar.gz⟧
public: ⟦commit «h40»⟧ ⟦tag v4.0.0⟧ ⟦signed, key «H16»⟧
public: ⟦certificate serial «H32»⟧ ⟦issuer CN=Acme Charge Root CA⟧ ⟦valid until 2029-01-01⟧
public: ⟦Verkada org_id «uuid»⟧ (shown in Command, not secret)
public: ⟦Airthings client_id «uuid»⟧ ⟦the secret is stored in the vault⟧
public: ⟦Nest SDM project id «uuid»⟧ ⟦enterprises/«uuid»/devices⟧
public: ⟦idempotency key «uuid»⟧ for ⟦POST /v1/sessions⟧
public: ⟦etag W/"«h32»"⟧ ⟦If-None-Match⟧ ⟦304 Not Modified⟧
public: ⟦build id «A24»⟧ ⟦artifact bms-0.4.2-x86_64.tar.zst⟧
public: ⟦npm integrity sha512-«b64_43»⟧ ⟦airthings-api@1.1.0⟧
public: ⟦webhook id wh_«A24»⟧ ⟦endpoint https://hooks.acme.io/noodoe⟧ ⟦secret: configured⟧
public: ⟦key_7781⟧ ⟦last4 9mQ2⟧ ⟦created 2026-12-07⟧ ⟦status active⟧
public: ⟦RSA public exponent 65537⟧ ⟦modulus «h64»…⟧
public: ⟦TOTP issuer Acme Grid⟧ ⟦account ops@acme.kz⟧ ⟦digits 6⟧ ⟦period 30⟧
public: ⟦OCPP security profile 2⟧ ⟦CSMS root cert fingerprint «H16»⟧
"""

WORLD = r"""
world: ⟦Құпия сөзіңіз сәтті өзгертілді.⟧ ⟦Kazakh: your password was changed⟧
world: ⟦Растау коды 10 минуттан кейін жарамсыз болады.⟧ ⟦the code expires in 10 minutes⟧
world: ⟦Qūpiä söz qalpyna keltırıldı.⟧ ⟦Kazakh Latin⟧
world: ⟦Parolingiz muvaffaqiyatli yangilandi.⟧ ⟦Uzbek⟧
world: ⟦Tasdiqlash kodi yuborildi: +998 ** *** 41 22⟧
world: ⟦Махфий сўзингиз ўзгартирилди.⟧ ⟦Uzbek Cyrillic⟧
world: ⟦Сырсөзүңүз өзгөртүлдү.⟧ ⟦Kyrgyz⟧
world: ⟦Ырастоо коду SMS аркылуу жөнөтүлдү.⟧
world: ⟦Рамзи махфӣ иваз карда шуд.⟧ ⟦Tajik⟧
world: ⟦Коди тасдиқ ба рақами шумо фиристода шуд.⟧
world: ⟦Açar sözüňiz üýtgedildi.⟧ ⟦Turkmen⟧
world: ⟦Tassyklama kodunyň möhleti geçdi.⟧
world: ⟦Şifrəniz uğurla dəyişdirildi.⟧ ⟦Azerbaijani⟧
world: ⟦Təsdiq kodu göndərildi.⟧ ⟦ASAN Login⟧
world: ⟦თქვენი პაროლი შეიცვალა.⟧ ⟦Georgian⟧
world: ⟦დადასტურების კოდი გაიგზავნა ნომერზე *** ** 41⟧
world: ⟦Ձեր գաղտնաբառը փոխվել է։⟧ ⟦Armenian⟧
world: ⟦Հաստատման կոդը ուղարկվել է։⟧
world: ⟦Таны нууц үг амжилттай солигдлоо.⟧ ⟦Mongolian⟧
world: ⟦Баталгаажуулах код илгээгдлээ.⟧
world: ⟦ᠨᠢᠭᠤᠴᠠ ᠦᠭᠡ ᠰᠣᠯᠢᠭᠳᠠᠪᠠ⟧ ⟦Mongolian script⟧
world: ⟦Серсүзегез үзгәртелде.⟧ ⟦Tatar⟧
world: ⟦Серһүҙегеҙ үҙгәртелде.⟧ ⟦Bashkir⟧
world: ⟦Хьан пароль хийцина.⟧ ⟦Chechen⟧
world: ⟦PIN-кодты үш рет қате енгіздіңіз.⟧ ⟦card blocked for 24 h⟧
world: ⟦Kartangiz PIN-kodi 3 marta xato kiritildi.⟧
world: ⟦API kaliti bekor qilindi⟧ ⟦kalit nomi: grid-sync⟧
world: ⟦API გასაღები წაიშალა⟧ ⟦სახელი: meteo-prod⟧
world: ⟦Вы уже использовали этот пароль ранее.⟧ ⟦Russian code-switching in a Kazakh app⟧
world: ⟦Hesabın bərpa kodları yeniləndi (10 kod).⟧
"""

VENDOR_IDS = r"""
vendor: ⟦Forecast.Solar plane 35°/0°/6.4 kWp⟧ ⟦lat 43.25 lon 76.95⟧ (no key on the free plan)
vendor: ⟦Met Office DataHub order o«d6»⟧ ⟦model mo-uk⟧ ⟦file 20261207T0000Z-PT0012H00M-temperature_at_surface.grib2⟧
vendor: ⟦ThingWorx thing Press_014⟧ ⟦template PressTemplate⟧ ⟦project PlantFloor⟧
vendor: ⟦Sensibo pod «A8»⟧ ⟦room Bedroom⟧ ⟦firmware SKY40147⟧
vendor: ⟦Airthings device serial 2930«d6»⟧ ⟦radon 41 Bq/m³⟧
vendor: ⟦PVOutput system «d5»⟧ ⟦inverter «U4»«d8»⟧ ⟦array 5.0 kWp⟧
vendor: ⟦sonnenBatterie serial «d6»⟧ ⟦USOC 63⟧ ⟦OperatingMode 10⟧
vendor: ⟦Verkada camera «uuid»⟧ ⟦site HQ-Almaty⟧
vendor: ⟦emoncms feed «d4»⟧ ⟦input emontx:power1⟧ ⟦PHPFINA, interval 10⟧
vendor: ⟦RainMachine zone 4⟧ ⟦program «d2»⟧ ⟦next run 2026-12-08 05:30⟧
vendor: ⟦Resideo location «d7»⟧ ⟦device LCC-«H12»⟧ ⟦T6 Pro⟧
vendor: ⟦Hikvision DS-2CD2143G2-I serial «U12»⟧ ⟦channel 101⟧
vendor: ⟦Nest device enterprises/«uuid»/devices/«A24»⟧ ⟦type sdm.devices.types.THERMOSTAT⟧
vendor: ⟦Kepware channel Channel1⟧ ⟦device Device1⟧ ⟦driver Simulator⟧
vendor: ⟦Awair deviceId «d5»⟧ ⟦deviceType awair-element⟧ ⟦score 88⟧
vendor: ⟦n3rgy MPxN 1012345678901⟧ ⟦readingtype consumption⟧ ⟦granularity halfhour⟧
vendor: ⟦Daikin Onecta gateway «uuid»⟧ ⟦managementPoint climateControl⟧
vendor: ⟦remote.it device «U2»:«U2»:«U2»:«U2»:«U2»:«U2»:«U2»:«U2»⟧ ⟦service ssh 22⟧
vendor: ⟦Seeq signal «uuid»⟧ ⟦Area A_Temperature⟧
vendor: ⟦E3/DC serial S10-«d6»⟧ ⟦RSCP port 5033⟧
vendor: ⟦Kostal Piko serial «d12»⟧ ⟦host 192.168.178.31⟧
vendor: ⟦AMPECO charge point «d5»⟧ ⟦EVSE «d6»⟧ ⟦status available⟧
vendor: ⟦UbiBot channel «d5»⟧ ⟦field1 temperature⟧
vendor: ⟦Fox ESS inverter SN «U16»⟧ ⟦H3-10.0-E⟧
vendor: ⟦agrirouter endpoint «uuid»⟧ ⟦application id «uuid»⟧ ⟦certification version «uuid»⟧
vendor: ⟦Pod Point unit «d5»⟧ ⟦PSL-«d6»⟧ ⟦Solo 3⟧
vendor: ⟦EVgo station «d6»⟧ ⟦connector CHAdeMO⟧
vendor: ⟦Electrify America OCPI party EAM⟧ ⟦country US⟧ ⟦location «uuid»⟧
vendor: ⟦Alpha ESS sysSn AL«d13»⟧ ⟦Smile-G3⟧
vendor: ⟦Valley 365 pivot VP-«d4»⟧ ⟦panel ICON10⟧
"""
