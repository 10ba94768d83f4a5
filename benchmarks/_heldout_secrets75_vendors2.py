"""Held-out set 75: more vendors no earlier set named, in the shapes they appear in (formats
as remembered, not looked up, except where a search found the vendor but not its key's
shape; each name grepped for as in ``_heldout_secrets75_vendors.py``, none matched):
streaming and live video (Streamable, Vindral, nanocosmos, Ceeblue, Eyevinn Open Source
Cloud), podcast hosting and audio ads (Hubhopper,
Podhome, RSS.com, AdsWizz), radio and music (Live365, Radiojar, Radio.co, Zeno.fm, Mixlr,
LANDR, CD Baby, Beatstars, Soundtrap, Audible Magic, Lickd, Uppbeat), game backends,
tournaments and app stores (AppWarp, Challengermode, Battlefy, Mistplay, Uptodown), kids'
and rewarded ads, offerwalls and surveys (SuperAwesome, Kidoz, AdGem, Offertoro,
TapResearch), ad-tech and attribution (MediaMath, Appier, Yieldmo, Playwire, Venatus,
Remerge, Adikteev, Bigabid, Persona.ly, AppSamurai, Mobupps, Binom, Post Affiliate Pro) and
ASO tooling (SplitMetrics, Storemaven, MobileAction, AppRadar).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
streamable basic ¦ Streamable upload API with Basic credentials, a password in a Go client ¦ {p} ¦ req.SetBasicAuth("clips@acme-media.io", "{t}")\nresp, err := http.DefaultClient.Do(req) // POST https://api.streamable.com/upload\n// 401 Unauthorized
vindral channel ¦ Vindral channel authentication token in a web player config ¦ {u64} ¦ const player = new Vindral({\n  url: "https://lb.cdn.vindral.com",\n  channelId: "acme_finals_ci_099ee1fa",\n  authenticationToken: "{t}",\n});
nanocosmos bintu ¦ nanocosmos bintu API key in a stream-creation call ¦ {h64} ¦ curl -X POST https://bintu.nanocosmos.de/stream -H "X-BINTU-APIKEY: {t}" -H "Content-Type: application/json" -d '{"tags":["finals"]}'
ceeblue ingest ¦ Ceeblue WebRTC ingest with a stream key in the WHIP URL ¦ {l32} ¦ ffmpeg -re -i finals.mp4 -c:v libx264 -f whip "https://eu-west.ceeblue.tv/webrtc/in+{t}"
eyevinn osc pat ¦ Eyevinn Open Source Cloud personal access token in a shell profile ¦ eyJ{u160} ¦ export OSC_ACCESS_TOKEN={t}\n$ npx -y @osaas/cli list encore\nError: 401 Unauthorized
hubhopper key ¦ Hubhopper podcast API key in a Laravel .env ¦ {A40} ¦ HUBHOPPER_API_KEY={t}\nHUBHOPPER_SHOW_ID=88123
podhome toml ¦ Podhome API key in a Python feed tool's TOML config ¦ {A36} ¦ [podhome]\nshow = "acme-after-hours"\napi_key = "{t}"\npublish_drafts = false
rsscom ruby ¦ RSS.com API key passed to a Ruby client ¦ {A48} ¦ client = RssCom::Client.new(api_key: "{t}", podcast_id: 101_442)\n# => RssCom::AuthError: 401 invalid api key
adswizz client ¦ AdsWizz API client credentials in a Spring properties file ¦ {A48} ¦ adswizz.api.base-url=https://api.adswizz.com\nadswizz.api.client-id=acme-media-ops\nadswizz.api.client-secret={t}
live365 icecast ¦ Live365 broadcaster source password in a butt (broadcast using this tool) config ¦ {A16} ¦ [server_acme]\naddress = live365-ingest.example-cdn.net\nport = 8000\npassword = {t}\ntype = 1\nmount = /live
radiojar api ¦ Radiojar station API token in a JavaScript widget build ¦ {h40} ¦ // webpack DefinePlugin output\nconst RADIOJAR_STATION = "acme-fm";\nconst RADIOJAR_TOKEN = "{t}";
radioco source ¦ Radio.co live source password on an encoder screen printed by its CLI ¦ {A12} ¦ $ liquidsoap-status --station s7a1c2\nserver: stream.radio.co:8080\nmount: /s7a1c2/live\nsource password: {t}\nstatus: disconnected
zenofm mountpoint ¦ Zeno.fm broadcast password in a Liquidsoap script ¦ {A10} ¦ output.icecast(%mp3(bitrate=128), host="link.zeno.fm", port=80,\n  password="{t}", mount="/p4q8x2kz0tzuv", radio)
mixlr token ¦ Mixlr broadcaster access token in an OBS plugin config ¦ {A43} ¦ {\n  "service": "Mixlr",\n  "broadcaster": "acme-fm",\n  "access_token": "{t}"\n}
landr distribution ¦ LANDR distribution API key in a C# upload tool ¦ {A40} ¦ var client = new LandrClient(new LandrOptions { ApiKey = "{t}", Label = "Acme Records" });
cdbaby sftp ¦ CD Baby delivery SFTP password in a Node script ¦ {p} ¦ await sftp.connect({ host: 'delivery.cdbaby.example', port: 22, username: 'acme_records', password: '{t}' });\n// Error: All configured authentication methods failed
beatstars store ¦ BeatStars store API key in a WordPress option dump ¦ {A32} ¦ option_name: beatstars_player_settings\noption_value: a:2:{s:7:"api_key";s:32:"{t}";s:5:"theme";s:4:"dark";}
soundtrap lti ¦ Soundtrap for Education LTI consumer secret in a Moodle export ¦ {A32} ¦ <tool_configuration>\n  <consumer_key>soundtrap-acme-school</consumer_key>\n  <shared_secret>{t}</shared_secret>\n</tool_configuration>
audible magic ¦ Audible Magic identification client, a customer key in an INI ¦ {H32} ¦ [audiblemagic]\nserver = id.audiblemagic.com\ncustomer_id = 40218\ncustomer_key = {t}
lickd key ¦ Lickd music licensing API key in a Rust client ¦ {A40} ¦ let client = lickd::Client::builder().api_key("{t}").build()?;\n// Error: Unauthorized(401)
uppbeat token ¦ Uppbeat creator API token in a Kotlin Android app ¦ {A36} ¦ private val uppbeat = UppbeatClient(token = "{t}", channel = "UCx9-acme")
appwarp keys ¦ Shephertz AppWarp API key and secret key in a C++ game client ¦ {h64} ¦ AppWarp::Client::initialize("3f1c7e9a2b5d8f0e4a6c1b3d5e7f9a0c2e4b6d8f0a1c3e5f7a9b1d3e5f7a9c0e", "{t}");
challengermode refresh ¦ Challengermode API refresh key in a tournament bot's .env ¦ {A64} ¦ CM_API_BASE=https://publicapi.challengermode.com\nCM_REFRESH_KEY={t}\nCM_SPACE_ID=acme-league
battlefy webhook ¦ Battlefy webhook signing secret in an Express handler ¦ whsec_{A32} ¦ const sig = crypto.createHmac('sha256', '{t}').update(rawBody).digest('hex');
mistplay offers ¦ Mistplay offers S2S key in an Elixir config ¦ {h40} ¦ config :rift, :mistplay,\n  app_id: "com.acme.rift",\n  s2s_key: "{t}"
uptodown dev ¦ Uptodown developer API key in a Gradle publishing block ¦ {A32} ¦ uptodown {\n    apiKey = "{t}"\n    appId = "rift-acme"\n    track = "production"\n}
superawesome kws ¦ SuperAwesome Kids Web Services app client secret in a YAML ¦ {A48} ¦ kws:\n  environment: production\n  client_id: rift-acme-app\n  client_secret: {t}
kidoz sdk ¦ Kidoz publisher id and security token in a Unity C# init ¦ {A32} ¦ Kidoz.init("15124", "{t}");
adgem postback ¦ AdGem postback hashing key in a PHP callback handler ¦ {A40} ¦ $key = '{t}';\nif (!hash_equals(hash_hmac('sha256', $query, $key), $_GET['verifier'])) { http_response_code(403); }
offertoro secret ¦ Offertoro app secret in a Python postback handler ¦ {h32} ¦ OFFERTORO_APP_ID = 8812\nOFFERTORO_SECRET = "{t}"\nif md5(f"{oid}-{user_id}-{OFFERTORO_SECRET}") != sig: abort(403)
tapresearch api ¦ TapResearch API token in a Swift app ¦ {h32} ¦ TapResearch.initialize(withAPIToken: "{t}", userIdentifier: userId, delegate: self)
mediamath token ¦ MediaMath API client secret in a Terraform variable file ¦ {A64} ¦ mediamath_client_id     = "Xq2v8pLm3N"\nmediamath_client_secret = "{t}"
appier secret ¦ Appier partner API secret in a GitHub Actions step ¦ {A40} ¦ - name: Upload audience\n  run: python upload.py --audience lapsed_30d\n  env:\n    APPIER_API_KEY: ${{ vars.APPIER_KEY_ID }}\n    APPIER_API_SECRET: {t}
yieldmo report ¦ Yieldmo reporting API token in an HCL job spec ¦ {A40} ¦ job "yieldmo-sync" {\n  env {\n    YIELDMO_TOKEN = "{t}"\n  }\n}
playwire key ¦ Playwire publisher API key in a Lua config for a game's web build ¦ {A32} ¦ return {\n  playwire = { publisher_id = 1024, api_key = "{t}" },\n}
venatus key ¦ Venatus ad-stack API key in a TOML deploy file ¦ {h40} ¦ [ads.venatus]\nsite = "acme-games"\nkey = "{t}"
remerge s2s ¦ Remerge server-to-server API key as a query parameter in a debug log ¦ {A32} ¦ DEBUG s2s POST https://remerge.events/event?partner=acme&key={t}&event=purchase status=401
adikteev token ¦ Adikteev reporting token printed as a CSV column ¦ {A32} ¦ $ cat partners.csv\npartner,account,token\nadikteev,acme-games,{t}
bigabid key ¦ Bigabid reporting API key in an Airflow connection URI ¦ {A32} ¦ AIRFLOW_CONN_BIGABID=http://acme:{t}@reporting.bigabid.example/api
personaly key ¦ Persona.ly API key in a Node reporting job's JSON ¦ {h32} ¦ { "network": "personaly", "apiKey": "{t}", "appHash": "b7a1e3" }
appsamurai key ¦ AppSamurai API key printed by a Ruby exception ¦ {A32} ¦ AppSamurai::Unauthorized: 401 for GET https://api.appsamurai.example/v1/campaigns?api_key={t}
mobupps token ¦ Mobupps affiliate token in an XML feed config ¦ {h40} ¦ <feed provider="mobupps">\n  <token>{t}</token>\n  <countries>FI,EE,LV</countries>\n</feed>
binom api ¦ Binom tracker API key in the query string of an arm.php call ¦ {h32} ¦ GET https://trk.acme-media.io/arm.php?api_key={t}&action=stats@get&camp_id=12 -> {"error":"wrong api key"}
pap merchant ¦ Post Affiliate Pro merchant API password in a PHP session login ¦ {p} ¦ $session = new Pap_Api_Session("https://acme.postaffiliatepro.com/scripts/server.php");\nif (!$session->login("merchant@acme-media.io", "{t}")) { die($session->getMessage()); }
splitmetrics key ¦ SplitMetrics Acquire API key in a .env ¦ {A40} ¦ SPLITMETRICS_API_KEY={t}\nSPLITMETRICS_ORG=acme-games
storemaven token ¦ Storemaven API token in a Dart script ¦ {A36} ¦ final client = StoremavenClient(token: '{t}');\n// StoremavenException: 401 token revoked
mobileaction key ¦ MobileAction API key in a query string ¦ {h32} ¦ https://api.mobileaction.co/keywords/com.acme.rift/us?token={t}
appradar token ¦ AppRadar API token in a Go struct literal ¦ {A40} ¦ cfg := appradar.Config{BaseURL: "https://api.appradar.example", Token: "{t}", Timeout: 30 * time.Second}
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="context"),
        *v.table("vendor", "\n".join(rows[half:]), raises="args"),
    ]
