"""Held-out set 82: more vendors no earlier set named, in the shapes they appear in (formats
remembered, not looked up; each name grepped for in every earlier ``benchmarks/*heldout*``
file, none matched): anti-cheat (Easy Anti-Cheat, Anybrain, XIGNCODE, FairFight, Equ8,
Denuvo), esports and stats (Matcherino, Bayes Esports, Gamersclub, Mobalytics, Blitz.gg,
XIVAPI, Jagex), streaming extras (Streamloots, Streamer.bot), game-server hosting and
dedicated-server configs (PebbleHost, ZAP-Hosting, Host Havoc, Survival Servers, Citadel
Servers, txAdmin, Conan Exiles, Project Zomboid, Enshrouded, V Rising, Space Engineers,
Mordhau, Unturned, Killing Floor 2, OpenTTD, Starbound, Core Keeper, Garry's Mod, uMod),
community platforms (Skool, Bevy, Vanilla Forums, phpBB, vBulletin, inSided, Higher Logic,
Disciple, Rec Room), and virtual goods and gift cards (Prezzee,
Blackhawk Network, Razer Gold, Neosurf, Gamivo, Rybbon, Qwikcilver, Cashstar, Gyft,
Codashop, Garena).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
eac integrity ¦ Easy Anti-Cheat integrity tool settings, a product private key path and passphrase ¦ {p} ¦ [eac_integrity]\nproductid = 7f3c1a0e9b2d4c6e\nsigning_key = ./keys/base_private.key\nsigning_key_passphrase = {t}
anybrain sdk ¦ Anybrain anti-cheat SDK init with a game key and secret ¦ {A40} ¦ AnybrainSDK.Initialize(gameKey: "ab_game_7731", secretKey: "{t}", userId: player.Id);
xigncode license ¦ XIGNCODE3 license key in a launcher ini ¦ {U32} ¦ [XIGNCODE]\nLicenseKey={t}\nGameCode=ACMEKR
fairfight webhook ¦ FairFight ban webhook shared secret in a server .env ¦ {h64} ¦ FAIRFIGHT_TITLE_ID=acme-shooter\nFAIRFIGHT_WEBHOOK_SECRET={t}
equ8 token ¦ Equ8 anti-cheat session token printed by a debug build ¦ {b44} ¦ [equ8] session start ok, token={t}, client build 1.4.2
denuvo api ¦ Denuvo anti-tamper portal API key in a CI step ¦ {A48} ¦ - name: Protect build\n  run: ./protect.sh --portal https://portal.denuvo.example --api-key {t} --build ./Build/Win64
matcherino bearer ¦ Matcherino API Bearer token in a bracket bot ¦ {A40} ¦ headers = {"Authorization": "Bearer {t}", "Accept": "application/json"}\nresp = requests.get("https://api.matcherino.com/__api/bounties/findById?id=118842", headers=headers)
bayes esports ¦ Bayes Esports data API credentials ¦ {p} ¦ bayes:\n  username: data@acme-esports.gg\n  password: {t}\n  base_url: https://lolesports-api.bayesesports.com
gamersclub cookie ¦ Gamersclub session cookie in a scraper ¦ {h40} ¦ cookies = {"gclubsess": "{t}", "language": "pt-br"}
mobalytics key ¦ Mobalytics partner API key header ¦ {A36} ¦ x-moba-partner-key: {t}\nPOST https://mobalytics.gg/api/lol/graphql/v1/query
blitz key ¦ Blitz.gg overlay API key in a config ¦ {u40} ¦ {"blitz": {"apiKey": "{t}", "region": "euw1"}}
xivapi private ¦ XIVAPI private_key query parameter ¦ {h64} ¦ GET https://xivapi.com/character/2144398?private_key={t}&data=AC,FC -> 401
jagex launcher ¦ Jagex launcher session id in a third-party client's creds file ¦ {u43} ¦ JX_SESSION_ID={t}\nJX_CHARACTER_ID=118447720\nJX_DISPLAY_NAME=Kiri
streamloots token ¦ Streamloots alert widget URL with an overlay token ¦ {h48} ¦ https://widgets.streamloots.com/alerts/{t}?showLogo=false
streamerbot ws ¦ Streamer.bot websocket server password in a client ¦ {A24} ¦ const client = new StreamerbotClient({ host: '127.0.0.1', port: 8080, password: '{t}' });
pebblehost api ¦ PebbleHost panel client API key (Pterodactyl-style ptlc_) ¦ ptlc_{A43} ¦ curl "https://panel.pebblehost.com/api/client/servers/1a7c9e" -H "Authorization: Bearer {t}" -H "Accept: Application/vnd.pterodactyl.v1+json"
zap hosting ¦ ZAP-Hosting API key in a restart script ¦ {h64} ¦ curl -s -X POST "https://zap-hosting.com/api/service/412287/restart" -H "key: {t}"
hosthavoc tcadmin ¦ Host Havoc game panel FTP credentials in FileZilla's sitemanager.xml ¦ {p} ¦ <Server>\n  <Host>ftp.hosthavoc.com</Host>\n  <User>acme_412287</User>\n  <Pass encoding="plain">{t}</Pass>\n</Server>
survival servers rcon ¦ Survival Servers ARK GameUserSettings ServerAdminPassword ¦ {A16} ¦ [ServerSettings]\nServerPassword=\nServerAdminPassword={t}\nRCONEnabled=True\nRCONPort=27020
citadel servers ¦ Citadel Servers Conan Exiles ServerSettings.ini AdminPassword ¦ {A18} ¦ [ServerSettings]\nAdminPassword={t}\nMaxNudity=0\nPVPEnabled=True
txadmin pin ¦ txAdmin first-run PIN printed on the FXServer console ¦ {d4}-{d4} ¦ [txAdmin] Use the PIN below to register:\n[txAdmin]                 {t}\n[txAdmin] Then open http://127.0.0.1:40120/
zomboid ini ¦ Project Zomboid servertest.ini Password and RCONPassword ¦ {A20} ¦ PVP=true\nPassword=\nRCONPort=27015\nRCONPassword={t}
enshrouded json ¦ Enshrouded enshrouded_server.json userGroups password ¦ {A16} ¦ "userGroups": [\n  {\n    "name": "Admin",\n    "password": "{t}",\n    "canKickBan": true\n  }\n]
vrising rcon ¦ V Rising ServerHostSettings.json Rcon Password ¦ {A18} ¦ "Rcon": {\n  "Enabled": true,\n  "Port": 25575,\n  "Password": "{t}"\n}
space engineers ¦ Space Engineers Remote API security key in SpaceEngineers-Dedicated.cfg ¦ {b24} ¦ <RemoteApiEnabled>true</RemoteApiEnabled>\n<RemoteSecurityKey>{t}</RemoteSecurityKey>\n<RemoteApiPort>8080</RemoteApiPort>
mordhau game ini ¦ Mordhau Game.ini AdminPassword ¦ {A16} ¦ [/Script/Mordhau.MordhauGameSession]\nServerName=Acme Duels\nAdminPassword={t}\nMaxSlots=48
unturned commands ¦ Unturned Commands.dat Password line ¦ {A14} ¦ Name Acme Survival\nMap PEI\nPassword {t}\nMaxPlayers 24
kf2 ini ¦ Killing Floor 2 PCServer-KFGame.ini AdminPassword ¦ {A16} ¦ [Engine.AccessControl]\nAdminPassword={t}\nGamePassword=
openttd secrets ¦ OpenTTD secrets.cfg rcon_password ¦ {A20} ¦ [network]\nserver_password =\nrcon_password = {t}\nadmin_password =
starbound config ¦ Starbound starbound_server.config serverUsers ¦ {A18} ¦ "serverUsers" : {\n  "kiri" : { "admin" : true, "password" : "{t}" }\n}
corekeeper gameid ¦ Core Keeper server GameID (the join secret) in its log ¦ {A28} ¦ [CoreKeeperServer] Started session, Game ID: {t}\n[CoreKeeperServer] Players can join with this Game ID
gmod rcon ¦ Garry's Mod server.cfg rcon_password ¦ {A20} ¦ hostname "Acme TTT"\nrcon_password "{t}"\nsv_password ""
umod webrequest ¦ uMod plugin config with a webhook secret ¦ {A32} ¦ {\n  "Discord Webhook": "https://hooks.example/acme",\n  "Shared Secret": "{t}"\n}
skool api ¦ Skool community API key in a Zapier-like step ¦ {A40} ¦ SKOOL_GROUP=acme-academy\nSKOOL_API_KEY={t}
bevy token ¦ Bevy events API token header ¦ {h40} ¦ curl https://acme.bevy.com/api/chapter/412/event -H "Authorization: Token {t}"
vanilla token ¦ Vanilla Forums personal access token va. ¦ va.{u32}.{u8} ¦ Authorization: Bearer {t}\nGET https://community.acme.gg/api/v2/discussions?limit=30
phpbb config ¦ phpBB config.php database password ¦ {p} ¦ $dbms = 'phpbb\\db\\driver\\mysqli';\n$dbhost = 'localhost';\n$dbuser = 'phpbb';\n$dbpasswd = '{t}';
vbulletin config ¦ vBulletin config.php MasterServer password ¦ {p} ¦ $config['MasterServer']['servername'] = 'localhost';\n$config['MasterServer']['username'] = 'vb';\n$config['MasterServer']['password'] = '{t}';
insided client ¦ inSided API client secret in an OAuth call ¦ {A48} ¦ POST https://api2-eu-west-1.insided.com/oauth2/token\ngrant_type=client_credentials&client_id=acme-community&client_secret={t}
higher logic ¦ Higher Logic HLIAMKey header ¦ {uuid} ¦ HLIAMKey: {t}\nGET https://api.connectedcommunity.org/api/v2.0/Discussions/GetDiscussions
disciple key ¦ Disciple community API key in a .env ¦ {A36} ¦ DISCIPLE_COMMUNITY=acme-club\nDISCIPLE_API_KEY={t}
recroom cookie ¦ Rec Room bearer token copied from the browser ¦ eyJhbGciOiJSUzI1NiJ9.{u150}.{u86} ¦ fetch("https://apim.rec.net/accounts/account/me", { headers: { authorization: "Bearer {t}" } })
prezzee api ¦ Prezzee business API token ¦ {A40} ¦ PREZZEE_API_URL=https://api.prezzee.com.au/api/v2/\nPREZZEE_API_TOKEN={t}
blackhawk p12 ¦ Blackhawk Network client certificate password in a Java keystore config ¦ {p} ¦ blackhawk.gateway.url=https://apipp.blackhawknetwork.com\nblackhawk.keystore=/etc/acme/bhn-client.p12\nblackhawk.keystore.password={t}
razer gold secret ¦ Razer Gold merchant secret key signing a request ¦ {h32} ¦ $signature = md5($applicationCode . $referenceId . $version . '{t}');\n// RazerGold: 401 Invalid signature
neosurf merchant ¦ Neosurf merchant key in a payment form hash ¦ {A32} ¦ <input type="hidden" name="merchantId" value="82431">\n<!-- hash = sha512(amount+currency+merchantTransactionId+{t}) -->
gamivo token ¦ Gamivo seller API token ¦ {A64} ¦ curl https://backend.gamivo.com/api/public/v1/accounts/balance -H "Authorization: Bearer {t}"
rybbon secret ¦ Rybbon API key and secret ¦ {h40} ¦ RYBBON_API_KEY=rb_live_71c0e2\nRYBBON_API_SECRET={t}
qwikcilver creds ¦ Qwikcilver (Pine Labs) terminal password in an API config ¦ {p} ¦ <qwikcilver>\n  <terminalId>WEBPOS-ACME-01</terminalId>\n  <userName>acme_api</userName>\n  <password>{t}</password>\n</qwikcilver>
cashstar key ¦ CashStar merchant API auth token ¦ {h40} ¦ GET https://api.cashstar.com/v1/merchant/ACME/order/\nAuthorization: Basic YWNtZTo=\nX-CashStar-Token: {t}
gyft key ¦ Gyft reseller API secret in a signature ¦ {A40} ¦ sig = hashlib.sha256(("gyft_key_9921" + "{t}" + str(ts)).encode()).hexdigest()
codashop reseller ¦ Codashop reseller API secret ¦ {h64} ¦ CODA_RESELLER_ID=acme-my\nCODA_RESELLER_SECRET={t}
garena shell ¦ Garena Shells top-up partner key ¦ {A32} ¦ partner_id=1042&partner_key={t}&sku=SHELLS_330
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="context"),
        *v.table("vendor", "\n".join(rows[half:]), raises="args"),
    ]
