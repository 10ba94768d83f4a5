"""Held-out set 82: vendors no earlier set named, each looked up with the ``search`` tool —
gaming platforms and their developer consoles, game-stat and esports APIs, game-server
configs, community platforms, and virtual goods and gift cards.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in every
earlier ``benchmarks/*heldout*`` file before it was chosen (none matched; these did and were
dropped: Epic Online Services, Riot, Bungie, Blizzard, Battle.net, Supercell, Hypixel,
Faceit, Challengermode, Battlefy, start.gg, PUBG, GOG, Humble, Unity Gaming Services,
Edgegap, Rivet, Nitrado, Multiplay, Tebex, CraftingStore, mod.io, Nexus Mods, GameBanana,
Streamlabs, StreamElements, Discourse, Mighty Networks, Bettermode, Guilded, Revolt, Trovo,
Tremendous, Reloadly, Xoxoday, G2A, Kinguin, Enjin, Discord, Twitch, Beamable, Nakama,
LootLocker, Vivox, IGDB, Lichess, osu!, Tracker Network, Nadeo, Minecraft, Xbox, Nintendo,
Stadia, GameAnalytics, Pterodactyl, Hathora, Shockbyte, BisectHosting, Patreon, Ko-fi,
Overwolf, Wargaming, Hi-Rez, Guild Wars, Liquipedia, PandaScore, Toornament, Challonge,
Tiltify, Xsolla, Satisfactory, Terraria, DayZ, Steamworks, Roblox, Tillo, Voucherify and
HoYoLAB's ``ltoken``).

Looked up with the ``search`` tool (25 vendors searched; 21 pages gave the format or the
place a credential sits, named per case): Tango Card (RaaS platform name and key, rubygems
tangocard), Giftbit (a bearer token, api-evangelist collection and pypi pygiftbit),
CodesWholesale (``client_id`` 32 hex and a ``$2a$10$`` client secret, rubydoc
codes_wholesale), Bitrefill (``Authorization: Bearer ${BITREFILL_API_KEY}``, the v1
key/secret pair, bitrefill-mcp-server README and npm bitrefill), FiveM (``sv_licenseKey``
from the Cfx.re Keymaster, docs-backend.fivem.net and hosting guides; the ``cfxk_`` shape
remembered), SteamGridDB (an API key in the constructor, pypi python-steamgriddb and npm
steamgriddb), Warcraft Logs (``WCL_CLIENT_ID``/``WCL_CLIENT_SECRET``, glama warcraftlogs-mcp),
OpenDota (an API key, opendota.com/api-keys via open_dota_api), STRATZ (``STRATZ_TOKEN`` as
a Bearer, glama mcp-stratz and dota_hero_card_new), XenForo (an API key from Setup > API
keys, xenforo.com/docs/dev/rest-api; the ``XF-Api-Key`` header remembered), Invision
Community (REST API keys, invisioncommunity.com/developers/rest-api), Circle (``Authorization:
Bearer <API_Token>``, api.circle.so quick start), Factorio (``username``/``token``/
``game_password`` in server-settings.json, suzko.com and supercraft.host), Palworld
(``AdminPassword``/``ServerPassword`` in PalWorldSettings.ini, gameserverguides.com and
suzko.com), VRChat (``auth`` and ``twoFactorAuth`` cookies, docs.rs vrchatapi
cookies_load.rs), Path of Exile (the ``POESESSID`` session cookie, stormfate.com copy of
GGG's notice), paysafecard (``psc_`` API keys, github SCNetwork/PaySafeCard), Valheim
(``-password`` in start_headless_server.bat, valheim.com dedicated-server guide), DMarket (a
64-hex public key and a 128-hex Ed25519 secret, packagist allyans3/dmarket-auth-api and pypi
dmarket-client), NEXON Open API (an API key, ``NEXON_OPENAPI_API_KEY``, github
bluuewhale/nexon-openapi-python; the ``x-nxopen-api-key`` header and ``live_`` prefix
remembered) and EVE Online (SSO client id and secret as Basic, refresh tokens,
developers.eveonline.com and the CarbonAlabel SSO gist). Eneba, Raider.IO, Leetify and
Khoros gave no format page; their shapes are remembered.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
tangocard initializer ¦ Tango Card RaaS platform key in a Rails initializer (search: rubygems tangocard; key length remembered) ¦ {A40} ¦ Tangocard.configure do |c|\n  c.name = "AcmeRewards"\n  c.key = "{t}"\n  c.base_uri = "https://integration-api.tangocard.com"\nend
tangocard curl ¦ Tango Card RaaS v2 Basic credentials platformName:platformKey in a curl -u ¦ {A40} ¦ $ curl -s -u "AcmeRewards:{t}" https://api.tangocard.com/raas/v2/catalogs\n{"timestamp":"2026-12-07T19:40:02Z","status":401,"error":"UNAUTHORIZED"}
giftbit python ¦ Giftbit bearer token in pygiftbit's Client(api_key=) (search: pypi pygiftbit) ¦ eyJhbGciOiJIUzI1NiJ9.{u96}.{u43} ¦ from pygiftbit.giftbit import Client\ngift_client = Client(api_key="{t}", testing=False)
giftbit ping ¦ Giftbit /papi/v1/ping with a Bearer token (search: api-evangelist giftbit collection) ¦ eyJhbGciOiJIUzI1NiJ9.{u110}.{u43} ¦ > GET /papi/v1/ping HTTP/1.1\n> Host: api-testbed.giftbit.com\n> Authorization: Bearer {t}\n< HTTP/1.1 401 Unauthorized
codeswholesale ruby ¦ CodesWholesale client_secret, bcrypt-shaped (search: rubydoc codes_wholesale) ¦ $2a$10${A53} ¦ client = CodesWholesale::Client.new(client_id: "9c1f0e7b2a4d6c8e0f1a3b5c7d9e1f20", client_secret: "{t}")
codeswholesale env ¦ CodesWholesale node SDK configure() from env, printed by a failing job ¦ $2a$10${A53} ¦ Error: invalid_client\n    at cws.configure (/srv/shop/node_modules/codeswholesale-node-sdk/index.js:41:11)\n  { host: 'https://api.codeswholesale.com', client_id: '9c1f0e7b2a4d6c8e0f1a3b5c7d9e1f20', client_secret: '{t}' }
bitrefill mcp ¦ Bitrefill API v2 Bearer key (search: bitrefill-mcp-server README) ¦ {A32} ¦ BITREFILL_API_KEY={t}\nBITREFILL_API_BASE=https://api.bitrefill.com/v2
bitrefill mcp url ¦ Bitrefill's hosted MCP with the key in the path (search: same README) ¦ {A32} ¦ $ claude mcp add --transport http bitrefill https://api.bitrefill.com/mcp/{t}\nAdded HTTP MCP server bitrefill
bitrefill v1 ¦ Bitrefill v1 node client cfg key and secret (search: npm bitrefill) ¦ {h32} ¦ bitrefill = Bitrefill({"key": "5QX8RWN4BJ2KD7", "secret": "{t}", "url": "api.bitrefill.com/v1/"});
fivem server cfg ¦ FiveM server.cfg sv_licenseKey from Keymaster (search: goodara.com server.cfg; cfxk_ shape remembered) ¦ cfxk_{A20}_{A6} ¦ endpoint_add_tcp "0.0.0.0:30120"\nendpoint_add_udp "0.0.0.0:30120"\nsv_licenseKey {t}\nsv_hostname "Acme RP | 24/7"
fivem variables ¦ FiveM FxDK variables.cfg with the Tebex secret (search: docs-backend.fivem.net project-building; format remembered) ¦ {h40} ¦ # generated by FxDK, do not edit\nset steam_webApiKey "none"\nsv_tebexSecret {t}
fivem oxmysql ¦ oxmysql connection string convar in a FiveM server.cfg ¦ {p} ¦ set mysql_connection_string "mysql://fivem:{t}@127.0.0.1/qbcore?charset=utf8mb4"\nensure oxmysql\nensure qb-core
steamgriddb python ¦ SteamGridDB(API key) in python-steamgriddb (search: pypi python-steamgriddb; 32 hex remembered) ¦ {h32} ¦ from steamgrid import SteamGridDB\nsgdb = SteamGridDB('{t}')\nsteamgrid.http.HTTPException: 401 Unauthorized
steamgriddb csharp ¦ SteamGridDB.NET constructor (search: github craftersmine SteamGridDB.NET wiki) ¦ {h32} ¦ SteamGridDb sgdb = new SteamGridDb("{t}");\nSteamGridDbGame? game = await sgdb.GetGameBySteamIdAsync(892970);
wcl mcp env ¦ Warcraft Logs client credentials (search: glama warcraftlogs-mcp schema) ¦ {A40} ¦ WCL_CLIENT_ID=9d1c7a2e-4b6f-4e8a-9c3d-2f1e0a7b5c91\nWCL_CLIENT_SECRET={t}\nWCL_STATE_DIR=~/.config/warcraftlogs-mcp
wcl go ¦ go-wcl WithClientCredentials in a Go program (search: pkg.go.dev go-wcl) ¦ {A40} ¦ client, err := warcraftlogs.New(ctx,\n\twarcraftlogs.WithClientCredentials("9d1c7a2e-4b6f-4e8a-9c3d-2f1e0a7b5c91", "{t}"))
opendota query ¦ OpenDota api_key query parameter, a UUID (search: opendota.com/api-keys via open_dota_api; UUID shape remembered) ¦ {uuid} ¦ requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://api.opendota.com/api/players/86745912/recentMatches?api_key={t}
stratz bearer ¦ STRATZ GraphQL token as Bearer (search: glama mcp-stratz) ¦ eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.{u180}.{u86} ¦ POST https://api.stratz.com/graphql\nAuthorization: Bearer {t}\nUser-Agent: STRATZ_API\n{"query":"{ player(steamAccountId: 86745912) { matchCount } }"}
stratz js ¦ stratz.js new Stratz(apiToken) (search: github ChocolateNao stratz.js) ¦ eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.{u160}.{u86} ¦ const apiToken = '{t}';\nconst stratz = new Stratz(apiToken);
xenforo header ¦ XenForo REST API key (search: xenforo.com docs dev rest-api; XF-Api-Key header and length remembered) ¦ {u32} ¦ $ curl -H 'XF-Api-Key: {t}' -H 'XF-Api-User: 1' https://forum.acme.gg/api/threads/\n{"errors":[{"code":"api_key_not_found","message":"API key provided in request was not found."}]}
xenforo php ¦ XenForo API key in a PHP bridge config ¦ {u32} ¦ return [\n    'xf_api_url' => 'https://forum.acme.gg/api/',\n    'xf_api_key' => '{t}',\n    'xf_api_user' => 1,\n];
invision query ¦ Invision Community REST API key (search: invisioncommunity.com developers rest-api; 32 hex remembered) ¦ {h32} ¦ GET https://community.acme.gg/api/core/members?key={t}&perPage=25 -> 401 {"errorCode":"3S290/7","errorMessage":"INVALID_API_KEY"}
invision fivem ¦ ips-whitelist resource config.json apiToken (search: github bread-solutions invision-whitelist) ¦ {h32} ¦ {\n  "apiBaseURL": "https://community.acme.gg/api",\n  "apiToken": "{t}",\n  "allowedGroupIds": ["4", "7"]\n}
circle admin ¦ Circle Admin API v2 Bearer token (search: api.circle.so quick-start; length remembered) ¦ {A24} ¦ curl -X GET "https://app.circle.so/api/admin/v2/posts?space_id=999&page=1" -H "Authorization: Bearer {t}" -H "Content-Type: application/json"
circle headless ¦ Circle Headless Auth token in a server .env (search: api.circle.so headless) ¦ {A24} ¦ CIRCLE_COMMUNITY_URL=https://community.acme.gg\nCIRCLE_HEADLESS_AUTH_TOKEN={t}
factorio token ¦ Factorio server-settings.json token (search: suzko.com factorio server-and-mods; 30 hex remembered) ¦ {h30} ¦ {\n  "name": "Acme Megabase",\n  "visibility": {"public": true, "lan": true},\n  "username": "acme_ops",\n  "password": "",\n  "token": "{t}",\n  "game_password": ""\n}
factorio game password ¦ Factorio server-settings.json game_password ¦ {p} ¦ "require_user_verification": true,\n"game_password": "{t}",\n"max_upload_in_kilobytes_per_second": 0
palworld ini ¦ Palworld PalWorldSettings.ini AdminPassword (search: suzko.com palworld settings) ¦ {A20} ¦ [/Script/Pal.PalGameWorldSettings]\nOptionSettings=(Difficulty=None,ServerName="Acme Pals",ServerPassword="",AdminPassword="{t}",RCONEnabled=True,RCONPort=25575)
palworld rest ¦ Palworld REST API, Basic admin:AdminPassword (search: gameserverguides.com palworld wiki) ¦ {A22} ¦ $ curl -s -u admin:{t} http://127.0.0.1:8212/v1/api/info\n{"version":"v0.4.11","servername":"Acme Pals"}
vrchat cookies ¦ VRChat auth cookie authcookie_ (search: docs.rs vrchatapi cookies_load.rs; prefix remembered) ¦ authcookie_{uuid} ¦ jar.set_cookies(&mut [HeaderValue::from_str("auth={t}; twoFactorAuth=").expect("Cookie not okay")].iter(), &url);
vrchat cookiejar ¦ VRChat Netscape cookie jar written by curl -c ¦ authcookie_{uuid} ¦ # Netscape HTTP Cookie File\napi.vrchat.cloud\tFALSE\t/\tTRUE\t1797120000\tauth\t{t}
poe sessid ¦ Path of Exile POESESSID cookie (search: stormfate.com POESESSID notice; 32 hex remembered) ¦ {h32} ¦ [stash-sync] fetching https://www.pathofexile.com/character-window/get-stash-items?league=Standard&tabs=1 with cookie POESESSID={t}\n[stash-sync] 403 Forbidden
poe tool config ¦ a Path of Exile trade tool's settings.json with a session id ¦ {h32} ¦ {\n  "league": "Standard",\n  "accountName": "kiri_exile",\n  "poesessid": "{t}"\n}
paysafecard node ¦ paysafecard API key psc_ (search: github SCNetwork PaySafeCard) ¦ psc_{A21}-{A9} ¦ const psc = new PaySafeCard({\n  key: '{t}',\n  environment: 'PRODUCTION'\n});
paysafecard php ¦ paysafecard PHP sample config, the key sent as Basic ¦ psc_{A24}-{A9} ¦ $config = [\n    'psc_key' => '{t}',\n    'environment' => 'TEST',\n];
valheim bat ¦ Valheim start_headless_server.bat -password (search: valheim.com a-guide-to-dedicated-servers) ¦ {A12} ¦ valheim_server -nographics -batchmode -name "Acme Vikings" -port 2456 -world "Dedicated" -password "{t}" -crossplay
valheim systemd ¦ Valheim server started by systemd, ps output ¦ {A14} ¦ $ ps -o args= -C valheim_server.x86_64\n./valheim_server.x86_64 -name Acme -port 2456 -world Midgard -password {t} -public 1
dmarket php ¦ DMarket secret key, 128 hex (search: packagist allyans3 dmarket-auth-api) ¦ {h128} ¦ $publicKey = "4e1b5c0d9a7f2e3b6c8d1a0f9e7b5c3d2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d";\n$secretKey = "{t}";\n$api = new DMarketAuthApi($publicKey, $secretKey);
dmarket env ¦ DMarket python client env (search: pypi dmarket-client) ¦ {h128} ¦ export DMARKET_PUBLIC_KEY=4e1b5c0d9a7f2e3b6c8d1a0f9e7b5c3d2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d\nexport DMARKET_SECRET_KEY={t}
nexon python ¦ NEXON Open API key (search: github nexon-openapi-python; live_ prefix and header remembered) ¦ live_{h88} ¦ client = NexonOpenAPI(api_key="{t}")\nnexon_openapi.errors.AuthenticationError: OPENAPI00005 유효하지 않은 API KEY
nexon header ¦ NEXON Open API x-nxopen-api-key header in an httpie call ¦ test_{h88} ¦ $ http GET https://open.api.nexon.com/maplestory/v1/id character_name==Kiri x-nxopen-api-key:{t}\nHTTP/1.1 400 Bad Request
eve sso basic ¦ EVE SSO client secret in the token call (search: CarbonAlabel SSO gist; lengths remembered) ¦ {A40} ¦ POST https://login.eveonline.com/v2/oauth/token\nContent-Type: application/x-www-form-urlencoded\n# client_id=3f9a1c0e7b2d4f6a8c1e3b5d7f9a0c2e client_secret={t}\ngrant_type=refresh_token&refresh_token=…
eve refresh ¦ EVE Online SSO refresh token in an ESI tool's config (search: developers.eveonline.com sso) ¦ {u24}== ¦ [esi]\nclient_id = 3f9a1c0e7b2d4f6a8c1e3b5d7f9a0c2e\ncharacter_id = 2118447720\nrefresh_token = {t}
eneba graphql ¦ Eneba partner API client secret (searched; no format page, shape remembered) ¦ {A48} ¦ ENEBA_CLIENT_ID=917611c2-70a5-11e9-97c4-9ad3b1a2c0f1\nENEBA_CLIENT_SECRET={t}\nENEBA_API=https://api.eneba.com/graphql/
raiderio access key ¦ Raider.IO access_key query parameter (searched; format remembered) ¦ RIO{A32} ¦ GET https://raider.io/api/v1/characters/profile?region=eu&realm=frostwolf&name=Kiri&access_key={t} 403
leetify key ¦ Leetify public API key header (searched; shape remembered) ¦ {uuid} ¦ _leetify-api-key: {t}\nGET https://api-public.cs-prod.leetify.com/v3/profile?steam64_id=76561198012345678
khoros session ¦ Khoros Community session key from a login call (searched; shape remembered) ¦ {u64}. ¦ <response status="success">\n  <value type="string">{t}</value>\n</response>\n# then: GET /restapi/vc/boards?restapi.session_key=…
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="note"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="cause"),
    ]
