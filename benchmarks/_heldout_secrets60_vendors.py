"""Held-out set 60: vendors no earlier set named, each looked up with the ``search`` tool —
secrets managers, password managers and key managers with their own token formats, mobile
push services, in-app purchase and app-store tooling, and game backends.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
these did and were dropped: Doppler, Infisical, Akeyless, 1Password, Bitwarden, Vaultwarden,
Conjur, CyberArk, Keeper, Thycotic, Passbolt, Psono, Padloc, Teampass, KeePassXC, LastPass,
Dashlane, NordPass, Venafi, SOPS, Berglas, Teller, EnvKey, dotenv-vault, OneSignal, Airship,
Pushwoosh, Batch.com, CleverTap, Leanplum, Pushbullet, Pushover, ntfy, Gotify, App Store
Connect, RevenueCat, Adapty, fastlane, PlayFab, GameSparks, Nakama, Photon, Steamworks,
LootLocker, brainCloud, AccelByte, Hathora, GameLift, Agones, Pterodactyl, Pelican,
CubeCoder, GPORTAL, Colyseus, Normcore, GameAnalytics, Metaplay, Snapser, Openfort, Xsolla,
Overwolf, itch.io, Roblox, CurseForge, Modrinth, Thunderstore, Heroic Labs, Huawei, Zoho,
Pusher, Boundary, Teleport, smallstep, Lockbox, Buttercup, KeeWeb, gopass, Countly,
Iterable, MoEngage, JPush, Getui, Diawi, Appcircle, App Center, Instabug, RuStore, Gameye,
Pragma, Shockbyte, Aternos, Exaroton, PufferPanel, LinuxGSM, Kongregate, Vivox, ManageEngine
and StrongDM).

Looked up with the ``search`` tool (26 vendors searched; 21 pages gave the format, the
source of each is named per case): Delinea Secret Server (``/oauth2/token`` then a bearer
token), Pulumi ESC (``PULUMI_ACCESS_TOKEN``, ``esc login``; the ``pul-`` prefix remembered), Onboardbase
(``onboardbase config:set --token``), Pusher Beams (``instanceId`` a UUID and ``secretKey``
32 upper hex, ``Authorization: Bearer`` on ``pushnotifications.pusher.com``), Pushy
(``api.pushy.me/push?api_key=``, an alphanumeric Secret API Key), Qonversion (Secret Keys
``sk_``, sandbox ``test_sk_``, a Project Key without prefix), Apphud (``ApphudSdk.start({
apiKey })``; the ``app_`` prefix remembered), Superwall (``Superwall.configure(apiKey: "pk_...")``),
SpacetimeDB (``spacetime login --token``, a JWT from ``POST /v1/identity``), Game Jolt (a
game id and a Private Key that signs each request), Newgrounds.io (an App ID and an
AES-128 encryption key in base64), Shorebird (``SHOREBIRD_TOKEN``, API keys ``sb_api_``),
Fortanix DSM (an App API key, the base64 of the app UUID and its secret, sent as Basic),
Passwork (an API key traded for ``PASSWORK_TOKEN`` and ``PASSWORK_REFRESH_TOKEN``, with a
master key for client-side encryption), Passwordstate (an ``APIKey`` header per password
list), PushEngage (a site API key from Settings > API Keys; where it lives, not its format), Glassfy (``Glassfy.initialize``
with a 32-hex key), TestFairy (``TESTFAIRY_API_KEY``, ``--api-key``), Appfigures (Personal
Access Tokens ``pat_``), Swrve (an app id and an API key), BeyondTrust Password Safe (``psrun2
host key user``, ``Authorization: PS-Auth key=...; runas=...``) and WebEngage (a License Code
and a REST API key). Catapush, Kumulos, Webpushr and Aembit gave no format page; their shapes
are remembered.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
delinea oauth response ¦ Delinea Secret Server /oauth2/token (search: docs.delinea.com Secret Server APIs) ¦ {u120} ¦ $ curl -s -d 'username=svc_deploy&password=…&grant_type=password' https://vault.acme.io/SecretServer/oauth2/token\n{"access_token":"{t}","token_type":"bearer","expires_in":1199}
delinea bearer ¦ Delinea Secret Server REST, a bearer header in a PowerShell trace ¦ {u96} ¦ VERBOSE: GET https://vault.acme.io/SecretServer/api/v1/secrets/4412 with 0-byte payload\nVERBOSE: Headers: @{Authorization=Bearer {t}}
pulumi esc env ¦ Pulumi ESC, PULUMI_ACCESS_TOKEN (search: pulumi.com esc login) ¦ pul-{h40} ¦ export PULUMI_ACCESS_TOKEN={t}\nesc env open acme/payments/prod --format dotenv
pulumi esc yaml ¦ Pulumi ESC external-secrets SecretStore with an inline access token ¦ pul-{h40} ¦ # kubectl get secret pulumi-access -o yaml\ndata:\n  PULUMI_ACCESS_TOKEN: ""\nstringData:\n  token: {t}
onboardbase config ¦ Onboardbase CLI config:set --token (search: fig.io onboardbase) ¦ {A48} ¦ $ onboardbase config:set --token {t} --scope /srv/api\n✔ Configuration updated for scope /srv/api
onboardbase yml ¦ Onboardbase's ~/.onboardbase.yaml scope entry ¦ {A48} ¦ scoped:\n  /srv/api:\n    token: {t}\n    project: billing\n    environment: production
pusher beams node ¦ Pusher Beams Node server SDK (search: npm @pusher/push-notifications-server) ¦ {H32} ¦ const beamsClient = new PushNotifications({\n  instanceId: '5b1e0f7c-2c4a-4e1b-9d3f-8a6b2e9c0d41',\n  secretKey: '{t}',\n});
pusher beams curl ¦ Pusher Beams publish API with a Bearer secret ¦ {H32} ¦ curl -H "Content-Type: application/json" -H "Authorization: Bearer {t}" -X POST "https://5b1e0f7c-2c4a-4e1b-9d3f-8a6b2e9c0d41.pushnotifications.pusher.com/publish_api/v1/instances/5b1e0f7c-2c4a-4e1b-9d3f-8a6b2e9c0d41/publishes/interests" -d '{"interests":["news"]}'
pushy query ¦ Pushy send API, api_key query parameter (search: rubydoc pushy_notifier) ¦ {h64} ¦ Rails.logger.info "Something went wrong while sending notification: 401 Unauthorized POST https://api.pushy.me/push?api_key={t}"
pushy node ¦ Pushy Node package constructor, Secret API Key ¦ {h64} ¦ Error: Please provide a valid, alphanumeric API key.\n    at new Pushy (/app/node_modules/pushy/index.js:12:15)\n    var pushy = new Pushy('{t} ');
qonversion secret ¦ Qonversion REST v3/v4, Secret Key sk_ (search: documentation.qonversion.io authentication) ¦ sk_{A32} ¦ curl --request POST --url https://api.qonversion.io/v3/users/u_91/entitlements --header 'Authorization: Bearer {t}' --data '{"id": "plus", "expires": 1798761600}'
qonversion sandbox ¦ Qonversion sandbox secret key test_sk_ ¦ test_sk_{A32} ¦ QONVERSION_SECRET_KEY={t}\nQONVERSION_ENV=sandbox
apphud rn ¦ Apphud React Native SDK start({ apiKey }) (search: npm react-native-apphud) ¦ app_{A30} ¦ await ApphudSdk.start({ apiKey: "{t}", observerMode: false });
superwall swift ¦ Superwall.configure(apiKey:) (search: superwall.com configure) ¦ pk_{h48} ¦ Superwall.configure(apiKey: "{t}", purchaseController: purchaseController)
spacetime login ¦ SpacetimeDB CLI login --token (search: docs.rs spacetimedb-cli login.rs) ¦ eyJhbGciOiJFUzI1NiJ9.{u110}.{u86} ¦ $ spacetime login --token {t}\nSaved login token to /home/dev/.config/spacetime/cli.toml
spacetime identity ¦ SpacetimeDB POST /v1/identity response (search: spacetimedb.com docs/http/identity) ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJFUzI1NiJ9.{u120}.{u86} ¦ {"identity":"c200e4a97f0b6bd9a3e1f6d2c0a9b8e7d6c5b4a39281706f5e4d3c2b1a09f8e7","token":"{t}"}
gamejolt gml ¦ Game Jolt gj_init(game id, private key) in GameMaker (search: tangled.org gj_init.gml) ¦ {h32} ¦ gj_init("784312", "{t}");
gamejolt url ¦ Game Jolt API request signed with the private key, logged with it appended ¦ {h32} ¦ [GJ] GET https://api.gamejolt.com/api/game/v1_2/sessions/open/?game_id=784312&username=kiri&user_token=…&signature=md5(url+{t}) -> {"success":"false","message":"The signature you entered for the request is invalid."}
newgrounds haxe ¦ Newgrounds.io initEncryption with the AES key (search: github TheOriginalRagdev/Newgrounds) ¦ {b24}== ¦ NG.create("58112:Qm3vT1xa");\nNG.core.initEncryption("{t}", Cipher.AES_128, BASE_64);
shorebird env ¦ Shorebird CI, SHOREBIRD_TOKEN with an sb_api_ key (search: docs.shorebird.dev account/api) ¦ sb_api_{A40} ¦ - name: 🚀 Shorebird Release\n  env:\n    SHOREBIRD_TOKEN: {t}\n  run: shorebird release android --flutter-version=3.24.5
fortanix basic ¦ Fortanix DSM App API key, base64 of app-uuid:secret, used as Basic (search: xsoar Fortanix DSM) ¦ {b96} ¦ $ curl -s -H "Authorization: Basic {t}" -X POST https://amer.smartkey.io/sys/v1/session/auth\n{"token_type":"Bearer","expires_in":600,"access_token":"…","entity_id":"3f2a…"}
fortanix xsoar ¦ Fortanix DSM XSOAR instance params, App Secret ¦ {u86} ¦ server: https://amer.smartkey.io\ncredentials:\n  identifier: 6b7f3c2e-91d4-4a0e-b8f1-2c7d9e5a3b10\n  password: {t}
passwork env ¦ Passwork python connector .env (search: pypi passwork) ¦ {A64} ¦ PASSWORK_HOST=https://passwork.acme.io/api/v4\nPASSWORK_TOKEN={t}\nPASSWORK_REFRESH_TOKEN=
passwork master ¦ Passwork client-side encryption master key ¦ {b44} ¦ PASSWORK_MASTER_KEY={t}
passwordstate ps ¦ Passwordstate REST, an APIKey header per password list (search: powershellgallery PasswordState) ¦ {h32} ¦ PS> Invoke-RestMethod -Uri https://passwordstate.acme.local/api/passwords/118 -Headers @{ "APIKey" = "{t}" }\nInvoke-RestMethod : {"errors":[{"message":"Invalid API Key"}]}
passwordstate py ¦ password-state-client PasswordstateLookup(api_base_url, api_key) ¦ {h32} ¦ pw_lookup = passwords.PasswordstateLookup("https://passwords.acme.io", "{t}")
pushengage make ¦ PushEngage site API key (search: make.com help pushengage) ¦ {h40} ¦ POST https://api.pushengage.com/apiv1/notifications\napi_key: {t}\n→ 403 {"success":false,"message":"Invalid api key"}
glassfy flutter ¦ Glassfy.initialize with a 32-hex key (search: pub.dev glassfy_flutter example) ¦ {h32} ¦ await Glassfy.initialize('{t}', watcherMode: false);
testfairy sh ¦ TestFairy uploader script TESTFAIRY_API_KEY (search: github testfairy command-line-uploader) ¦ {h40} ¦ # Put your TestFairy API_KEY here.\nTESTFAIRY_API_KEY={t}\nGROUPS=qa
testfairy cli ¦ testfairy-uploader --api-key ¦ {h40} ¦ $ testfairy-uploader --api-key {t} ./build/app-release.ipa\nUploading app-release.ipa to https://upload.testfairy.com ... 403
appfigures pat ¦ Appfigures Personal Access Token pat_ (search: docs.appfigures.com personal-access-tokens) ¦ pat_{A40} ¦ >> Request\nGET https://api.appfigures.com/v2/reports/sales?group_by=product\nAuthorization: Bearer {t}
appfigures airbyte ¦ Appfigures Airbyte source config, api_key ¦ pat_{A40} ¦ {"sourceType": "appfigures", "api_key": "{t}", "search_store": "apple", "start_date": "2026-01-01"}
swrve android ¦ Swrve Segment integration, app id and api key (search: twilio segment swrve) ¦ {A20} ¦ int appId = 31144;\nString apiKey = "{t}";\nSwrveConfig swrveConfig = new SwrveConfig();
beyondtrust psrun ¦ BeyondTrust Password Safe psrun2 host key user (search: docs.beyondtrust.com ps-run) ¦ {h128} ¦ $ psrun2 -v pws.acme.io {t} 'acme\\\\svc_ci' GET ManagedAccounts\npsrun2: 401 User not authorized for API key
beyondtrust header ¦ BeyondTrust Password Safe PS-Auth header ¦ {h128} ¦ > POST /BeyondTrust/api/public/v3/Auth/SignAppin HTTP/1.1\n> Authorization: PS-Auth key={t}; runas=svc_ci;
beyondtrust env ¦ bt-cli BT_PWS_CLIENT_SECRET ¦ {A44} ¦ export BT_PWS_API_URL=https://pws.acme.io/BeyondTrust/api/public/v3\nexport BT_PWS_CLIENT_ID=7c1d93f0a2\nexport BT_PWS_CLIENT_SECRET={t}
webengage rest ¦ WebEngage REST API key (search: twilio segment webengage) ¦ {uuid} ¦ curl -X POST https://api.webengage.com/v1/accounts/~10a5cb3d9/users -H "Authorization: Bearer {t}" -H "Content-Type: application/json"
webengage ini ¦ WebEngage server-side key in a PHP ini config ¦ {uuid} ¦ [webengage]\nlicense_code = ~10a5cb3d9\nrest_api_key = {t}
catapush rest ¦ Catapush REST API (format remembered: an access token in Bearer) ¦ {A64} ¦ POST https://api.catapush.com/1/apps/1842/messages\nAuthorization: Bearer {t}\n← 401 {"code":401,"message":"invalid_token"}
kumulos sdk ¦ Kumulos SDK init, API key and secret key (shape remembered) ¦ {b44} ¦ KSConfig *config = [KSConfig configWithAPIKey:@"c8e7b1e4-2a6d-49c1-8f3b-0d5e7a91c6f2" andSecretKey:@"{t}"];
webpushr headers ¦ Webpushr REST API, webpushrKey and webpushrAuthToken headers (shape remembered) ¦ {h32} ¦ curl -X POST -H "webpushrKey: 9e3b1d7c5a2f4e6b8d0c1a3e5f7b9d2c" -H "webpushrAuthToken: {t}" -H "Content-Type: application/json" https://api.webpushr.com/v1/notification/send/all
aembit secret ¦ Aembit client credentials in a trust-provider env (shape remembered) ¦ {A52} ¦ AEMBIT_TENANT_ID=a7c3e1\nAEMBIT_CLIENT_ID=aembit:useast2:a7c3e1:identity:github_idtoken:0f1b3c\nAEMBIT_CLIENT_SECRET={t}
pulumi esc gha ¦ Pulumi ESC in a GitHub Actions workflow, a token pasted inline ¦ pul-{h40} ¦ - uses: pulumi/esc-action@v1\n  env:\n    PULUMI_ACCESS_TOKEN: {t}
onboardbase docker ¦ Onboardbase token passed as a Docker build arg, shown by docker history ¦ {A48} ¦ IMAGE          CREATED BY\n4f1c2e9a7b3d   |1 ONBOARDBASE_TOKEN={t} /bin/sh -c onboardbase build -c "npm run build"
qonversion android ¦ Qonversion project key and a secret key both in gradle.properties ¦ sk_{A32} ¦ qonversion.projectKey=PV77YHL7qnGvsdmpTs7gimsxUvYZnl20\nqonversion.secretKey={t}
pushy curl ¦ Pushy send API with curl ¦ {h64} ¦ curl -H "Content-Type: application/json" -X POST "https://api.pushy.me/push?api_key={t}" -d '{"to":"/topics/news","data":{"message":"Hello"}}'
shorebird gitlab ¦ Shorebird CI, SHOREBIRD_TOKEN in a GitLab CI variable dump ¦ sb_api_{A40} ¦ $ export | grep SHOREBIRD\ndeclare -x SHOREBIRD_TOKEN="{t}"
passwork js ¦ Passwork JS connector login(api-key) ¦ {A40} ¦ const passwork = new Passwork("https://passwork.acme.io/api/v4");\nawait passwork.login("{t}");\n// UnhandledPromiseRejection: Error: 401 apiKeyNotFound
glassfy capacitor ¦ Glassfy Capacitor plugin initialize({ apiKey }) ¦ {h32} ¦ await Glassfy.initialize({ apiKey: '{t}', watcherMode: false });
testfairy fastlane ¦ TestFairy via fastlane testfairy(api_key:) (search: docs.fastlane.tools testfairy) ¦ {h40} ¦ testfairy(\n  api_key: "{t}",\n  ipa: "./build/Rift.ipa",\n  comment: "Build 412",\n)
appfigures ruby ¦ app_figures gem, client key with Basic credentials ¦ {h32} ¦ APP_FIGURES_CLIENT_KEY={t}\nAPP_FIGURES_CREDENTIALS=cmVwb3J0c0BhY21lLmlvOmNoYW5nZW1l
gamejolt dotnet ¦ GameJolt.NET Initialize(gameId, privateKey) (search: nuget GameJolt.NET) ¦ {h32} ¦ GameJoltAPI.Initialize(784312, "{t}");
newgrounds littlejs ¦ LittleJS NewgroundsPlugin(app_id, cipher) (search: killedbyapixel LittleJS docs) ¦ {b22}== ¦ new NewgroundsPlugin('58112:Qm3vT1xa', '{t}', CryptoJS);
spacetime ws token ¦ SpacetimeDB /v1/identity/websocket-token response ¦ {u140} ¦ HTTP/1.1 200 OK\n{"token":"eyJhbGciOiJFUzI1NiJ9.{t}.c2ln"}
delinea blueprism ¦ Delinea Blue Prism GetToken output (search: docs.delinea.com blue-prism get-token) ¦ {u200} ¦ Output Token: bearer\n{t}
fortanix signserver ¦ Keyfactor SignServer FortanixCryptoToken worker property with the API key (search: docs.keyfactor.com fortanixcryptotoken) ¦ {b96} ¦ WORKERGENID1.CRYPTOTOKEN_IMPLEMENTATION_CLASS=org.signserver.server.enterprise.cryptotokens.FortanixCryptoToken\nWORKERGENID1.FORTANIX_BASE_ADDRESS=https://apps.smartkey.io\nWORKERGENID1.PIN={t}
superwall expo ¦ Superwall Expo SuperwallProvider apiKeys ¦ pk_{h48} ¦ <SuperwallProvider apiKeys={{ ios: "{t}" }}>
apphud flutter ¦ Apphud Flutter AppHud.start(apiKey:) ¦ app_{A30} ¦ await Apphud.start(apiKey: "{t}", observerMode: true);
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="note"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="cause"),
    ]
