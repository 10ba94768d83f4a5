"""Held-out set 60: more vendors no earlier set named, in the shapes they appear in (formats
remembered, not looked up; each name grepped for as in ``_heldout_secrets60_vendors.py``,
none matched): key managers and HSMs (Keyfactor, Thales CipherTrust, SecretHub, Keywhiz,
Secretless Broker, YubiHSM, Nitrokey, Securosys, Utimaco, IBM Key Protect), password managers
and PAM (Strongbox, SafeInCloud, Senhasegura, Wallix Bastion), mobile and web push
(Xtremepush, PushAlert, Gravitec, Netmera, Umeng, Najva), in-app purchase and app-store
tooling (Purchasely, AppFollow, Sensor Tower, Appbot, CodePush, Aptoide, Samsung Galaxy
Store), game backends and game-server panels (PlayFlow, MCSManager, TCAdmin, WindowsGSM,
BattlEye RCon, CrazyGames, Poki, GameMonetize, 4Players ODIN, BugSplat, Modulate).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
keyfactor command ¦ Keyfactor Command API, Basic credentials in an orchestrator config ¦ {p} ¦ <appSettings>\n  <add key="KeyfactorUser" value="ACME\\svc_orch" />\n  <add key="KeyfactorPassword" value="{t}" />\n</appSettings>
ciphertrust ksctl ¦ Thales CipherTrust Manager ksctl config.yaml ¦ {p} ¦ KSCTL_URL: https://ctm.acme.io\nKSCTL_USERNAME: admin\nKSCTL_PASSWORD: {t}\nKSCTL_NOSSLVERIFY: false
secrethub credential ¦ SecretHub SECRETHUB_CREDENTIAL, a base64url blob ¦ {u156} ¦ SECRETHUB_CREDENTIAL={t}
keywhiz client ¦ Keywhiz keywhiz-cli login, a cookie in the debug output ¦ {A43} ¦ DEBUG keywhiz.cli: POST https://keywhiz.acme.io:4444/admin/login 200\nDEBUG keywhiz.cli: Set-Cookie: session={t}; Path=/admin; Secure; HttpOnly
secretless yml ¦ Secretless Broker secretless.yml with a literal credential ¦ {p} ¦ services:\n  pg-proxy:\n    connector: pg\n    listenOn: tcp://0.0.0.0:5454\n    credentials:\n      host: db.acme.io\n      username: reporting\n      password: {t}
yubihsm shell ¦ yubihsm-shell session open with the auth key password ¦ {p} ¦ yubihsm> session open 1 {t}\nFailed to create session: Authentication error
nitrokey pin ¦ Nitrokey HSM sc-hsm-tool init with SO-PIN and user PIN ¦ {H16} ¦ $ sc-hsm-tool --initialize --so-pin {t} --pin 648219\nUsing reader with a card: Nitrokey Nitrokey HSM
securosys primus ¦ Securosys Primus HSM PKCS#11 config, setup password ¦ {U30} ¦ [primus]\nuser = ACMEPROD\nsetup_password = {t}\nhost = primus.acme.io
utimaco cs_pkcs11 ¦ Utimaco cs_pkcs11_R3.cfg, keys external / auth ¦ {p} ¦ [CryptoServer]\nDevice = 3001@hsm1.acme.io\nLogin = ADMIN,:cs2:cyb:USB0\nKeysExternal = false\nUserPassword = {t}
key protect apikey ¦ IBM Key Protect ibmcloud login --apikey ¦ {u44} ¦ $ ibmcloud login --apikey {t} -r us-south\nAPI endpoint: https://cloud.ibm.com\nFAILED\nUnable to authenticate.
strongbox export ¦ Strongbox CSV export printed by cat, passwords bare ¦ {p} ¦ $ cat Strongbox-export.csv\nTitle,Username,Password,URL\nRouter,admin,{t},http://192.168.1.1
safeincloud xml ¦ SafeInCloud XML export of a card ¦ {p} ¦ <card title="NAS" id="24">\n  <field name="Login" type="login">nas-admin</field>\n  <field name="Password" type="password">{t}</field>\n</card>
senhasegura a2a ¦ Senhasegura A2A OAuth client secret in a Jenkins credentials XML ¦ {h48} ¦ <com.senhasegura.A2ACredential>\n  <clientId>2f6c1b0e9a4d</clientId>\n  <clientSecret>{t}</clientSecret>\n</com.senhasegura.A2ACredential>
wallix bastion ¦ Wallix Bastion REST API key header ¦ {A64} ¦ $ curl -k -H "X-Auth-User: admin" -H "X-Auth-Key: {t}" https://bastion.acme.io/api/targetpasswords/checkout/root@srv-db01\n{"error":"Unauthorized"}
xtremepush apptoken ¦ Xtremepush external API apptoken in a JSON body ¦ {u32} ¦ POST https://api.xtremepush.com/push/api/campaign/create\n{"apptoken": "{t}", "title": "Spring sale", "text": "20% off"}
pushalert header ¦ PushAlert REST API key header ¦ {h32} ¦ curl -H "Authorization: api_key={t}" -d "title=Release&message=v4.2 is out&url=https://acme.io" https://api.pushalert.co/rest/v1/send
gravitec basic ¦ Gravitec.net app key and secret as Basic ¦ {h32} ¦ GRAVITEC_APP_KEY=8d1f0c3b7a5e9d2c4b6a8e0f1d3c5b7a\nGRAVITEC_APP_SECRET={t}
netmera rest ¦ Netmera REST API key header ¦ {u64} ¦ X-netmera-api-key: {t}\nContent-Type: application/json\n\n{"message":{"title":"Order shipped"},"target":{"extId":"u-8812"}}
umeng masterkey ¦ Umeng push appkey and app_master_secret in application.yml ¦ {l32} ¦ umeng:\n  push:\n    appkey: 5f8c2d1e9b7a4c3d2e1f0a9b\n    app-master-secret: {t}
najva token ¦ Najva push API token header ¦ {h40} ¦ Authorization: Token {t}\nX-Api-Key: 7a1c9e33-0d2b-4f6e-8a5c-1b3d5f7e9a20
purchasely secret ¦ Purchasely server API key X-API-KEY ¦ {uuid} ¦ GET https://s2s.purchasely.io/user_subscriptions?user_id=u-4410\nX-API-KEY: {t}\nX-PLATFORM-TYPE: APPLE_APP_STORE
appfollow token ¦ AppFollow API token header ¦ {A36} ¦ $ http GET https://api.appfollow.io/api/v2/reviews ext_id==284882215 X-AppFollow-API-Token:{t}\nHTTP/1.1 401 Unauthorized
sensortower auth ¦ Sensor Tower API auth_token query parameter ¦ {u40} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.sensortower.com/v1/ios/sales_report_estimates?app_ids=284882215&date_granularity=daily&auth_token={t}
appbot basic ¦ Appbot API key and password pair ¦ {h32} ¦ APPBOT_API_KEY=ab_5f1c09e2\nAPPBOT_API_PASSWORD={t}
codepush deploy ¦ CodePush deployment key in Info.plist ¦ {u40} ¦ <key>CodePushDeploymentKey</key>\n<string>{t}</string>
codepush login ¦ code-push-standalone access key login ¦ {u40} ¦ $ code-push-standalone login https://codepush.acme.io --accessKey {t}\n[Error]  Invalid access key.
aptoide upload ¦ Aptoide upload API password ¦ {p} ¦ aptoide:\n  upload:\n    username: releases@acme.io\n    password: {t}\n    store: acme-games
galaxy store sa ¦ Samsung Galaxy Store Seller API service account key in a JSON file ¦ {b64} ¦ {"service_account_id": "2f1c6c5d0b9e4a3f8d7c", "private_key": "-----BEGIN PRIVATE KEY-----\\nMII{t}\\n-----END PRIVATE KEY-----\\n"}
playflow token ¦ PlayFlow Cloud API token in a Unity PlayFlow settings asset ¦ {h64} ¦ MonoBehaviour:\n  m_Name: PlayFlowSettings\n  apiKey: {t}\n  defaultRegion: eu-west
mcsmanager apikey ¦ MCSManager panel API key query parameter ¦ {h32} ¦ GET /api/service/remote_services_list?apikey={t} HTTP/1.1\nHost: panel.acme.gg:23333
tcadmin db ¦ TCAdmin Monitor config, database password ¦ {p} ¦ <add key="TCAdmin.DatabaseString" value="Server=localhost;Database=tcadmin;User Id=tcadmin;Password={t};" />
windowsgsm rcon ¦ WindowsGSM server config, RCON password ¦ {A20} ¦ {\n  "servergslt": "",\n  "serverrconpassword": "{t}",\n  "serverport": "27015"\n}
battleye beserver ¦ BattlEye BEServer_x64.cfg RConPassword ¦ {A24} ¦ RConPassword {t}\nRConPort 2306\nMaxPing 250
crazygames cli ¦ CrazyGames developer portal API key in a build script ¦ {A40} ¦ npx crazygames-cli upload ./dist --game-id 9912 --api-key {t}
poki upload ¦ Poki for Developers upload token ¦ {u48} ¦ $ npx @poki/cli upload --token {t} --name "v1.3.0"\nerror: token rejected
gamemonetize sdk ¦ GameMonetize gameId and SDK key in an HTML page ¦ {l32} ¦ window.SDK_OPTIONS = {\n  gameId: "4nq2r8k1v0y3t7w5p9s6x2z1b4c8d0f3",\n  sdkKey: "{t}",\n};
odin access key ¦ 4Players ODIN access key in a Unity config ¦ {b44} ¦ OdinHandler.Config.AccessKey = "{t}";
bugsplat client ¦ BugSplat clientId and clientSecret for symbol upload ¦ {A40} ¦ symbol-upload -b acme-games -a "Rift" -v 1.4.2 -i 8e1c2f77 -s {t} -d ./Symbols
modulate toxmod ¦ Modulate ToxMod API key in a game-server .env ¦ {h48} ¦ TOXMOD_API_KEY={t}\nTOXMOD_REGION=us
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="context"),
        *v.table("vendor", "\n".join(rows[half:]), raises="args"),
    ]
