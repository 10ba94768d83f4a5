"""Held-out set 75: vendors no earlier set named, each looked up with the ``search`` tool —
ad-tech, attribution and affiliate tracking, app-store tooling and streaming and music
platforms.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``*heldout*`` files before it was chosen (none matched; these did and were dropped: Mux,
Cloudinary, Vimeo, JW Player, Brightcove, Kaltura, Wistia, api.video, Bunny, Livepeer,
Agora, Dolby, OpenTok, 100ms, Spotify, SoundCloud, Deezer, Last.fm, Genius, Musixmatch,
Discogs, Bandcamp, Audius, Podbean, Buzzsprout, Transistor, Simplecast, Libsyn, Spreaker,
Podchaser, Listen Notes, Captivate, Megaphone, Twitch, Kick, YouTube, Dailymotion,
Shotstack, Frame.io, Vidyard, AudD, ACRCloud, Gracenote, Shazam, Tidal, Napster, Jamendo,
Freesound, Mixcloud, Epic Online Services, Unity Gaming Services, Beamable, Edgegap, Rivet,
AppsFlyer, Adjust, Branch, Kochava, Singular, Tenjin, AppLovin, ironSource, Unity Ads,
Vungle, Liftoff, Chartboost, InMobi, AdColony, Mintegral, Pangle, Taboola, Outbrain, The
Trade Desk, Criteo, PubMatic, Magnite, Index Exchange, OpenX, Prebid, Xandr, Smaato,
Moloco, Airbridge, Wowza, Bitmovin, THEOplayer, Dacast, Castr, Gumlet, Zencoder, Tebex,
Bugsnag, Raygun, Acast, Awin, Impact.com, Rakuten, Triton, Zemanta and Beeswax).

Looked up with the ``search`` tool (28 searches covering 31 vendors; 20 gave the format or
at least the header or variable; the page each case's format comes from is named in its
source): Appodeal (a 48-hex app key in ``Appodeal.initialize``), Everflow
(``X-Eflow-API-Key`` on ``api.eflow.team``), Voluum (``security.voluum.com/login`` with Basic
credentials, answering a session ``token``), RedTrack (``REDTRACK_API_KEY`` for its API; the
key's shape remembered), Keitaro (``Api-Key`` header or ``Authorization: Bearer`` on
``/admin_api/v1``), PartnerStack (a public key and a secret key), AppTweak (an API token in a
header), Appetize (``X-API-KEY``, tokens ``tok_``), Pollfish (``api_key`` at init), Admitad
(a client id and secret and their base64 for the token request), Affise (``API-Key`` header
or query), Mubert (``company-id`` and ``license-token``, ``customer-id`` and
``access-token``), Feed.fm (a token and a secret), the Amazon Appstore App Submission API
(a security profile's client id ``amzn1.application-oa2-client.`` and client secret for
``api.amazon.com/auth/o2/token``), the Microsoft Store submission API (an Entra tenant id,
client id and client secret), Phenix EdgeAuth (an application id and secret that sign
digest tokens), Partnerize (an application key and a user API key, sent as Basic), the Teads
DSP API (client credentials for a bearer token), FreeWheel (a password grant on
``api.freewheel.tv/auth/token``) and Podscribe (an API key). Searches for BidMachine (only a
public ``seller_id``), Mixlr, AdsWizz, Challengermode, Eyevinn Open Source Cloud,
nanocosmos, Vindral, Binom, SuperAwesome, Podhome and AdGem gave no format; those vendors'
shapes are remembered in ``_heldout_secrets75_vendors2.py``.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
appodeal unity ¦ Appodeal Unity plugin Appodeal.initialize(appKey, ...) (search: docs.appodeal.com get-started) ¦ {h48} ¦ private const string AppKey = "{t}";\nAppodeal.initialize(AppKey, Appodeal.INTERSTITIAL | Appodeal.REWARDED_VIDEO, this);
appodeal cordova ¦ Appodeal Cordova plugin, an app key per platform in index.html (search: cordova-plugin-appodeal example) ¦ {h48} ¦ if (/(android)/i.test(navigator.userAgent)) {\n  appKey = "{t}";\n}\nAppodeal.initialize(appKey, Appodeal.BANNER);
everflow curl ¦ Everflow Network API, X-Eflow-API-Key header (search: developers.everflow.io authentication) ¦ {A32} ¦ $ curl -s -H "X-Eflow-API-Key: {t}" https://api.eflow.team/v1/networks/offers/table -d '{"filters":{"offer_status":"active"}}'\n{"error":"Out of realm"}
everflow python env ¦ Everflow affiliate key in a Python reporting job's settings (search: developers.everflow.io authentication) ¦ {A32} ¦ EVERFLOW_BASE = "https://api-eu.eflow.team/v1"\nEVERFLOW_AFFILIATE_KEY = "{t}"\nrequests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://api-eu.eflow.team/v1/affiliates/affiliate
voluum login ¦ Voluum security.voluum.com/login answering a session token (search: gist Voluum Api Wrapper) ¦ {A32} ¦ HTTP/1.1 200 OK\nContent-Type: application/json\n\n{"token":"{t}","expirationTimestamp":"2026-12-08T12:40:00.000Z","inaugural":false}
voluum cwauth ¦ Voluum reports API, the session token in the cwauth-token header ¦ {A32} ¦ GET https://api.voluum.com/report?from=2026-12-01T00:00:00Z&to=2026-12-07T00:00:00Z&groupBy=campaign\ncwauth-token: {t}\n-> 401 {"error":{"code":"UNAUTHORIZED"}}
redtrack mcp env ¦ RedTrack API key in an MCP client's settings JSON (search: npm mcp-redtrack) ¦ {A24} ¦ "mcpServers": {\n  "redtrack": {\n    "command": "npx",\n    "args": ["mcp-redtrack"],\n    "env": { "REDTRACK_API_KEY": "{t}" }\n  }\n}
redtrack query ¦ RedTrack report API, api_key in the query string (shape remembered) ¦ {A24} ¦ GET https://api.redtrack.io/report?api_key={t}&group=campaign&date_from=2026-12-01 -> 401 Unauthorized
keitaro php ¦ Keitaro Admin API, Api-Key header from PHP curl (search: docs.keitaro.io admin-api) ¦ {h32} ¦ curl_setopt($ch, CURLOPT_URL, 'https://tds.acme-media.io/admin_api/v1/campaigns');\ncurl_setopt($ch, CURLOPT_HTTPHEADER, array('Api-Key: {t}'));
keitaro bearer ¦ Keitaro Admin API key sent as a bearer token by keitaropy (search: pypi keitaropy) ¦ {h32} ¦ >>> api = Keitaro('{t}', 'https://tds.acme-media.io')\n>>> api.campaigns.get()\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://tds.acme-media.io/admin_api/v1/campaigns
partnerstack node ¦ PartnerStack SDK initialized with a public and a secret key (search: npm partnerstack) ¦ {A40} ¦ initializePartnerstack({\n  apiKey: "pk_live_7Qm2Zr1x",\n  secretKey: "{t}",\n});
partnerstack fivetran ¦ PartnerStack public and secret keys pasted into a sync config (search: fivetran PartnerStack activations) ¦ {A40} ¦ destination: partnerstack\nenvironment: production\npublic_key: 3f9e1c2a\nsecret_key: {t}
apptweak header ¦ AppTweak API token in its request header (search: developers.apptweak.com overview) ¦ {A30} ¦ $ http GET https://public-api.apptweak.com/api/public/store/apps/metadata.json apps==686449807 country==us X-Apptweak-Key:{t}\nHTTP/1.1 401 Unauthorized
apptweak python ¦ apptweak python library, apptweak.API_KEY (search: pypi apptweak) ¦ {A30} ¦ import apptweak\napptweak.API_KEY = "{t}"\njson_response = apptweak.Ios.power("686449807", {"country": "us"})
appetize yml ¦ appetize-cli ~/.appetize.yml with an API token tok_ (search: github YusukeIwaki appetize-cli) ¦ tok_{l26} ¦ $ cat ~/.appetize.yml\napi_token: {t}\nplatform: android
appetize upload ¦ Appetize direct file upload with X-API-KEY (search: docs.appetize.io direct file uploads) ¦ tok_{l26} ¦ curl -X POST https://api.appetize.io/v1/apps -H "X-API-KEY: {t}" -F "file=@build/Rift.zip" -F "platform=ios"
appetize fastlane ¦ fastlane appetize action, api_token (search: docs.fastlane.tools appetize) ¦ tok_{l26} ¦ appetize(\n  path: "./build/Rift.zip",\n  api_token: "{t}",\n  public_key: "1521kwdbrewp8"\n)
pollfish flutter ¦ Pollfish Flutter plugin init(apiKey:) (search: pub.dev flutter_pollfish) ¦ {uuid} ¦ await FlutterPollfish.instance.init(androidApiKey: '{t}', iosApiKey: null, releaseMode: true, rewardMode: true);
pollfish web ¦ Pollfish web plugin, pollfishConfig api_key (search: pastebin pollfishConfig) ¦ {uuid} ¦ var pollfishConfig = {\n  api_key: "{t}",\n  debug: false,\n  ready: pollfishReady\n};
admitad php ¦ Admitad PHP API, client id and client secret (search: packagist nekit44 admitad-php-api) ¦ {h30} ¦ $api = new Api();\n$data = $api->authorizedByClientIdAndSecret('4c2d9a81e07b3f56d18e2a9c0b74f3', '{t}', scope: 'advcampaigns banners websites');
admitad basic ¦ Admitad token request with the base64 of id:secret (search: packagist nekit44 admitad-php-api) ¦ {b64} ¦ POST https://api.admitad.com/token/\nAuthorization: Basic {t}\nclient_id=4c2d9a81e07b3f56d18e2a9c0b74f3&scope=statistics&grant_type=client_credentials
affise header ¦ Affise API-Key header on a tenant host (search: api-evangelist affise authentication) ¦ {h40} ¦ curl --header "API-Key: {t}" https://api-acme.affise.com/3.0/offers?limit=50\n{"status":2,"error":"Api-key not found"}
affise query ¦ Affise API-Key as a query parameter in a postback tester log ¦ {h40} ¦ WARN postback retry 3/5 GET https://api-acme.affise.com/3.1/stats/conversions?API-Key={t}&date_from=2026-12-01 -> 502
mubert license ¦ Mubert service API, company-id and license-token headers (search: MubertAI skills api_reference) ¦ {A48} ¦ POST https://music-api.mubert.com/api/v3/service/customers\ncompany-id: 0b6e1f3c-8d2a-4c57-9e41-7a5d2c9f1b08\nlicense-token: {t}\n-> 422 {"message":"The custom id field is required.","errors":{"custom_id":["required"]}}
mubert customer ¦ Mubert provision_customer answering a customer id and access token (search: glama mubert provision_customer) ¦ {A48} ¦ {"customer_id":"5e0c7a2d-91f4-4b6e-a3d8-2f71c9e05b14","access_token":"{t}","custom_id":"user_8812","expires_at":null}
feedfm capacitor ¦ Feed.fm player initialized with a token and a secret (search: npm capacitor-feed-fm) ¦ {h40} ¦ const player = new Feed.Player("{t}", "demo-secret-placeholder");\n// Error: invalid credentials for station 11422
feedfm android ¦ Feed.fm Android FeedPlayerService.initialize(token, secret) (search: npm capacitor-feed-fm) ¦ {h40} ¦ FeedPlayerService.initialize(applicationContext, "0c8e1a2b7f4d", "{t}")
amazon appstore python ¦ Amazon App Submission API, client credentials for api.amazon.com/auth/o2/token (search: developer.amazon.com app-submission-api python-example) ¦ {h64} ¦ data = {\n    "grant_type": "client_credentials",\n    "client_id": "amzn1.application-oa2-client.5c1f0e7a9b2d4e6f8a3c1b7d9e0f2a4c",\n    "client_secret": "{t}",\n    "scope": "appstore::apps:readwrite",\n}
amazon appstore fastlane ¦ fastlane-plugin-amazon_app_submission in a Fastfile (search: ruby-toolbox amazon_app_submission) ¦ {h64} ¦ amazon_app_submission(\n  client_id: "amzn1.application-oa2-client.8d2e4f6a1b3c5d7e9f0a2b4c6d8e0f1a",\n  client_secret: "{t}",\n  app_id: "amzn1.devportal.mobileapp.7f3c",\n  apk_path: "app/build/outputs/apk/release/app-release.apk"\n)
amazon appstore azure ¦ Amazon AppStore prepare task inputs in an Azure Pipelines YAML (search: marketplace.visualstudio amazon-app-store-prepare) ¦ {h64} ¦ - task: AmazonAppStorePrepare@1\n  inputs:\n    clientId: amzn1.application-oa2-client.2b4d6f8a0c1e3a5c7e9b1d3f5a7c9e0b\n    clientSecret: {t}\n    appId: com.acme.rift
msstore partner center ¦ Microsoft Store submission API, an Entra client secret for Partner Center (search: learn.microsoft.com store-submission-api) ¦ {A3}8Q~{u34} ¦ $tenantId = "7d1e3b5a-2c4f-4e6a-9b8d-0f1a3c5e7b9d"\n$clientId = "0e2c4a6f-8b1d-4f3a-a5c7-9e1b3d5f7a2c"\n$clientSecret = "{t}"\nInvoke-RestMethod -Method Post -Uri "https://login.microsoftonline.com/$tenantId/oauth2/token"
msstore broker ¦ partner-center-broker DevCenter(tenantId, clientId, clientSecret) (search: npm partner-center-broker) ¦ {A3}8Q~{u34} ¦ const devCenter = new DevCenter("7d1e3b5a-2c4f-4e6a-9b8d-0f1a3c5e7b9d", "0e2c4a6f-8b1d-4f3a-a5c7-9e1b3d5f7a2c", "{t}");\n// AADSTS7000215: Invalid client secret provided.
phenix edgeauth cli ¦ Phenix EdgeAuth CLI, --application_id and --secret (search: pypi phenix-edge-auth) ¦ {A32} ¦ $ edgeauth --application_id "acme-live" --secret "{t}" --expires_in_seconds 3600 --channel "us-northeast#acme-live#finals.1345"
phenix edgeauth python ¦ Phenix EdgeAuth TokenBuilder in Python (search: pypi phenix-edge-auth) ¦ {A32} ¦ token = TokenBuilder() \\\n    .with_application_id('acme-live') \\\n    .with_secret('{t}') \\\n    .expires_in_seconds(3600) \\\n    .build()
phenix digest ¦ a Phenix digest token printed by a token service (shape remembered) ¦ DIGEST:{b120} ¦ INFO token-svc issued viewer token for channel us-northeast#acme-live#finals.1345: {t}
partnerize airbyte ¦ Partnerize application key and user API key in an Airbyte source (search: pulumi registry airbyte SourcePartnerize) ¦ {A24} ¦ configuration:\n  application_key: 7b3e9a1c5d\n  user_api_key: {t}\n  start_date: 2026-11-01
partnerize basic ¦ Partnerize API, Basic base64(application_key:user_api_key) (search: api-evangelist partnerize authentication) ¦ {b48} ¦ GET https://api.partnerize.com/network\nAuthorization: Basic {t}\n-> 401 {"error":{"message":"Invalid credentials"}}
teads dsp token ¦ Teads DSP REST API, client credentials for a bearer token (search: api-evangelist zemanta authentication) ¦ {A40} ¦ TEADS_DSP_CLIENT_ID=c8b1e2f4a6\nTEADS_DSP_CLIENT_SECRET={t}\nTEADS_DSP_SCOPE="read write"
teads dsp bearer ¦ Teads DSP access token answered for the client credentials (token shape remembered) ¦ {A30} ¦ {"access_token": "{t}", "token_type": "Bearer", "expires_in": 36000, "scope": "read write"}
freewheel password grant ¦ FreeWheel OAuth password grant on api.freewheel.tv/auth/token (search: api-evangelist freewheel-media authentication) ¦ {p} ¦ $ curl -s -X POST https://api.freewheel.tv/auth/token -d grant_type=password -d username=ops@acme-media.io -d password='{t}'\n{"error":"invalid_grant"}
freewheel bearer ¦ FreeWheel bearer token in a demand API call (token shape remembered) ¦ {A43} ¦ GET https://api.freewheel.tv/services/v4/campaigns?page=1\nauthorization: Bearer {t}\n-> 403 Forbidden
podscribe key ¦ Podscribe API key generated under Account > API (search: nango podscribe connect) ¦ {A32} ¦ PODSCRIBE_API_KEY={t}\nPODSCRIBE_ADVERTISER_ID=41872
podscribe curl ¦ Podscribe API key in an Authorization header (header remembered) ¦ {A32} ¦ curl -H "Authorization: Bearer {t}" "https://backend.podscribe.ai/api/public/campaigns?limit=20"
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="note"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="cause"),
    ]
