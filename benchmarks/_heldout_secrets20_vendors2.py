"""Held-out set 20: food, events, music, maps, transit, travel, sports, market data, games and
marketplace vendors that no earlier set named.

Every vendor name below was grepped for (case-insensitive) in the earlier sets'
``_heldout_secrets*``, ``heldout_set*_secrets.py`` and ``heldout_secrets*.py`` files before it
was chosen (none matched): Edamam, Spoonacular, Nutritionix, Open Food Facts, Yelp Fusion,
Foursquare Places, Ticketmaster, Eventbrite, Meetup, SeatGeek, PredictHQ, setlist.fm,
Songkick, AcoustID, Freesound, Jamendo, TheTVDB, Tenor, Pixabay, Hostaway, Guesty, Lodgify,
Apaleo, AviationStack, FlightAware AeroAPI, OpenSky, IEX Cloud, Financial Modeling Prep,
OpenFIGI, BscScan, SportsDataIO, football-data.org, TheSportsDB, osu!, speedrun.com, MBTA,
WMATA, BART, Stadia Maps, Thunderforest, Jawg, Trendyol, Hepsiburada, Bol.com, Zalando,
OTTO Market, Cdiscount, Reverb, StockX, OLX, Flipkart and Mercari. Where a vendor's page
documents the parameter or header but not the length or alphabet, the source says "shape
assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
edamam app key ¦ Edamam API docs, app_id (8 hex) and app_key (32 hex) parameters ¦ {h32} ¦ edamam: 401 "Unauthorized app_id = 3f9a1c2e. This app_id is not authorized" — https://api.edamam.com/api/recipes/v2?type=public&q=dal&app_id=3f9a1c2e&app_key={t}
spoonacular key ¦ Spoonacular API docs, apiKey parameter (32 hex) ¦ {h32} ¦ spoonacular: 402 {"status":"failure","code":402,"message":"Your daily points limit of 150 has been reached."} apiKey={t}
nutritionix key ¦ Nutritionix API docs, x-app-id (8 hex) and x-app-key (32 hex) headers ¦ {h32} ¦ nutritionix: 401 {"message":"unauthorized"} POST /v2/natural/nutrients headers x-app-id=7c1d0e4f x-app-key={t} x-remote-user-id=0
open food facts password ¦ Open Food Facts write API docs, user_id and password form fields ¦ {p} ¦ off-upload: product 3017620422003 not saved ("status":0,"status_verbose":"invalid user") form user_id=acme-scan&password={t}&code=3017620422003
yelp fusion key ¦ Yelp Fusion docs, Authorization: Bearer with a long API key (shape assumed) ¦ {u128} ¦ yelp: {"error":{"code":"TOKEN_INVALID","description":"Invalid access token or authorization header."}} Authorization: Bearer {t}
foursquare key ¦ Foursquare Places API docs, Authorization header with a key starting fsq3 (shape assumed) ¦ fsq3{b44} ¦ foursquare: 401 {"message":"Invalid request token."} GET https://api.foursquare.com/v3/places/search?ll=59.33,18.06 Authorization: {t}
ticketmaster key ¦ Ticketmaster Discovery API docs, apikey parameter (32 alnum) ¦ {A32} ¦ ticketmaster: {"fault":{"faultstring":"Invalid ApiKey","detail":{"errorcode":"oauth.v2.InvalidApiKey"}}} https://app.ticketmaster.com/discovery/v2/events.json?city=Oslo&apikey={t}
eventbrite token ¦ Eventbrite API docs, a private token (20 upper alnum assumed) as Bearer ¦ {U20} ¦ eventbrite: {"status_code":401,"error":"INVALID_AUTH","error_description":"The OAuth token you provided was invalid."} EVENTBRITE_PRIVATE_TOKEN={t}
meetup client secret ¦ Meetup API docs, OAuth consumer secret (shape assumed) ¦ {l26} ¦ meetup: invalid_client at https://secure.meetup.com/oauth2/access — consumer_key=8q1k0s7f2lmd, consumer_secret={t}
seatgeek client secret ¦ SeatGeek Platform docs, client_id and client_secret parameters (64 hex assumed) ¦ {h64} ¦ seatgeek: 403 for https://api.seatgeek.com/2/events?venue.city=Denver&client_id=MjQxNTIwNTB8MTc2&client_secret={t}
predicthq token ¦ PredictHQ API docs, Authorization: Bearer with an access token (shape assumed) ¦ {u40} ¦ predicthq.exceptions.ClientError: {'error': 'invalid_token'} (token='{t}')
setlist.fm key ¦ setlist.fm API docs, x-api-key header (a UUID) ¦ {uuid} ¦ setlistfm: 403 Forbidden GET /rest/1.0/artist/b10bbbfc-cf9e-42e0-be17-e2c3e1d2600d/setlists headers: {Accept: application/json, x-api-key: {t}}
songkick key ¦ Songkick API docs, apikey parameter (16 alnum assumed) ¦ {A16} ¦ songkick: {"resultsPage":{"status":"error","error":{"message":"Invalid or missing apikey"}}} /api/3.0/events.json?location=clientip&apikey={t}
acoustid key ¦ AcoustID web service docs, client and user API keys (10 alnum assumed) ¦ {A10} ¦ acoustid: {"error":{"code":4,"message":"invalid API key"},"status":"error"} POST /v2/submit client=Q2k8sPz1Ld&user={t}
freesound token ¦ Freesound APIv2 docs, token parameter (40 alnum assumed) ¦ {A40} ¦ freesound: 401 {"detail":"Invalid token"} https://freesound.org/apiv2/search/text/?query=rain&token={t}
jamendo client secret ¦ Jamendo API docs, client_id (8 hex) and client_secret (32 hex) ¦ {h32} ¦ jamendo: {"headers":{"status":"failed","code":5,"error_message":"Invalid client_secret"}} client_id=6a3f1b2c client_secret={t}
tvdb api key ¦ TheTVDB API v4 docs, apikey (a UUID) and subscriber pin posted to /login ¦ {uuid} ¦ tvdb: 401 {"status":"failure","message":"InvalidAPIKey"} body {"apikey": "{t}", "pin": "4411"}
tenor key ¦ Tenor API v1 docs, key parameter (12 upper alnum) ¦ {U12} ¦ tenor: 401 for https://g.tenor.com/v1/search?q=celebrate&key={t}&limit=8
pixabay key ¦ Pixabay API docs, key parameter (digits, a dash and 25 hex) ¦ {d8}-{h25} ¦ pixabay: [ERROR 400] Invalid or missing API key (https://pixabay.com/api/?key={t}&q=fjord&image_type=photo)
hostaway client secret ¦ Hostaway API docs, client_credentials with a client secret (64 hex assumed) ¦ {h64} ¦ hostaway: 403 {"status":"fail","message":"Invalid client credentials"} form grant_type=client_credentials&client_id=88217&client_secret={t}&scope=general
guesty client secret ¦ Guesty Open API docs, OAuth client credentials (shape assumed) ¦ {u64} ¦ guesty: 401 invalid_client\n  GUESTY_CLIENT_ID: 0oa9k2mq81LwZ\n  GUESTY_CLIENT_SECRET: {t}
lodgify api key ¦ Lodgify API docs, X-ApiKey header (shape assumed) ¦ {b64} ¦ lodgify: 401 "Unauthorized" for GET https://api.lodgify.com/v2/reservations/bookings — X-ApiKey: {t}
apaleo client secret ¦ apaleo identity docs, client credentials (shape assumed) ¦ {A32} ¦ apaleo: 400 {"error":"invalid_client"} from https://identity.apaleo.com/connect/token (client ACME-PMS-SYNC, secret {t})
aviationstack key ¦ aviationstack docs, access_key parameter (32 hex) ¦ {h32} ¦ aviationstack: {"error":{"code":"invalid_access_key","message":"You have not supplied a valid API Access Key."}} http://api.aviationstack.com/v1/flights?access_key={t}&flight_iata=SK1415
flightaware key ¦ FlightAware AeroAPI docs, x-apikey header (32 alnum assumed) ¦ {A32} ¦ aeroapi: 401 {"title":"Unauthorized","reason":"UNAUTHORIZED","detail":"Invalid API key"} GET /aeroapi/flights/SAS1415 x-apikey: {t}
opensky password ¦ OpenSky Network REST docs, username and password as Basic ¦ {p} ¦ opensky_api: 401 while fetching /api/states/own — OpenskyApi(username="acme-adsb", password="{t}")
iex cloud secret ¦ IEX Cloud docs, secret tokens starting sk_ (32 hex assumed) ¦ sk_{h32} ¦ iexcloud: 403 "The API key provided is not valid." https://cloud.iexapis.com/stable/stock/aapl/quote?token={t}
fmp api key ¦ Financial Modeling Prep docs, apikey parameter (32 alnum) ¦ {A32} ¦ fmp: {"Error Message":"Invalid API KEY. Feel free to create a Free API Key."} https://financialmodelingprep.com/api/v3/profile/AAPL?apikey={t}
openfigi key ¦ OpenFIGI API docs, X-OPENFIGI-APIKEY header (a UUID) ¦ {uuid} ¦ openfigi: 401 "Invalid API key." POST /v3/mapping [{"idType":"ID_ISIN","idValue":"US0378331005"}] X-OPENFIGI-APIKEY={t}
bscscan key ¦ BscScan API docs, apikey parameter (34 upper alnum) ¦ {U34} ¦ bscscan: {"status":"0","message":"NOTOK","result":"Invalid API Key"} https://api.bscscan.com/api?module=account&action=balance&address=0x0000000000000000000000000000000000001004&apikey={t}
sportsdataio key ¦ SportsDataIO docs, Ocp-Apim-Subscription-Key header (32 hex) ¦ {h32} ¦ sportsdata: 401 {"statusCode":401,"message":"Access denied due to invalid subscription key."} GET /v3/nfl/scores/json/Teams Ocp-Apim-Subscription-Key: {t}
football-data token ¦ football-data.org API docs, X-Auth-Token header (32 hex) ¦ {h32} ¦ football-data: 400 {"message":"Your API token is invalid.","errorCode":400} X-Auth-Token={t} GET /v4/competitions/PL/matches
thesportsdb key ¦ TheSportsDB docs, a premium key in the URL path (shape assumed) ¦ {A12} ¦ thesportsdb: 401 for https://www.thesportsdb.com/api/v1/json/{t}/eventsnextleague.php?id=4328
osu client secret ¦ osu! API v2 docs, client_id and a 40-character client_secret ¦ {A40} ¦ ossapi: 401 {"error":"invalid_client"} OSU_CLIENT_ID=31427 OSU_CLIENT_SECRET={t}
speedrun key ¦ speedrun.com API docs, X-API-Key header (shape assumed) ¦ {l25} ¦ speedrun: 403 {"status":403,"message":"The API key is invalid."} PUT /api/v1/runs/zp0k1n3m/status X-API-Key: {t}
mbta key ¦ MBTA V3 API docs, x-api-key header (32 hex) ¦ {h32} ¦ mbta: 403 {"errors":[{"status":"403","code":"forbidden"}]} https://api-v3.mbta.com/predictions?filter[stop]=place-sstat&api_key={t}
wmata key ¦ WMATA developer docs, api_key header (32 hex) ¦ {h32} ¦ wmata: {"statusCode":401,"message":"Access denied due to missing subscription key."} GET /StationPrediction.svc/json/GetPrediction/A01 api_key: {t}
bart key ¦ BART API docs, key parameter (four groups of four upper alnum) ¦ {U4}-{U4}-{U4}-{U4} ¦ bart: <error><text>Invalid key</text></error> https://api.bart.gov/api/etd.aspx?cmd=etd&orig=12TH&key={t}&json=y
stadia maps key ¦ Stadia Maps docs, api_key parameter (a UUID) ¦ {uuid} ¦ stadia: 401 tile request https://tiles.stadiamaps.com/tiles/alidade_smooth/12/2200/1343.png?api_key={t}
thunderforest key ¦ Thunderforest docs, apikey parameter (32 hex) ¦ {h32} ¦ leaflet: tile error 403 for https://tile.thunderforest.com/cycle/14/8621/5520.png?apikey={t}
jawg token ¦ Jawg Maps docs, access-token parameter (64 alnum assumed) ¦ {A64} ¦ jawg: 401 "Invalid access token" — style https://api.jawg.io/styles/jawg-streets.json?access-token={t}
trendyol secret ¦ Trendyol Partner API docs, API key and API secret as Basic (shape assumed) ¦ {A20} ¦ trendyol: 401 {"errors":[{"key":"unauthorized"}]} sellerId=118203 apiKey=Nq2kP7sX1mZ4bR8tY3vW apiSecret={t}
hepsiburada password ¦ Hepsiburada Merchant API docs, merchant id and a service password as Basic ¦ {p} ¦ hepsiburada: 401 GET /listings/merchantid/4c1e7b2a — username=acme_integration password={t}
bol.com client secret ¦ Bol.com Retailer API docs, client_credentials at login.bol.com (shape assumed) ¦ {u60} ¦ bol-retailer: 401 {"error":"invalid_client"} POST https://login.bol.com/token?grant_type=client_credentials (client 7d2e1f3a-0b9c, secret {t})
zalando client secret ¦ Zalando zDirect docs, OAuth client credentials (shape assumed) ¦ {A48} ¦ zdirect: 401 invalid_client; zalando.yaml:\n  client_id: acme-partner\n  client_secret: "{t}"
otto market secret ¦ OTTO Market API docs, client_credentials with a client secret (shape assumed) ¦ {A40} ¦ otto-market: 401 on POST /v1/token; OTTO_CLIENT_ID=acme-shop OTTO_CLIENT_SECRET='{t}'
cdiscount password ¦ Cdiscount Marketplace docs, a seller API login and password at sts.cdiscount.com ¦ {p} ¦ cdiscount: 401 https://sts.cdiscount.com/users/httpIssue.svc/?realm=https://wsvc.cdiscount.com/MarketplaceAPIService.svc login acme-api / {t}
reverb token ¦ Reverb API docs, a personal token (64 hex) as Bearer ¦ {h64} ¦ reverb: 401 {"message":"Invalid authentication token"} — Authorization: Bearer {t} Accept-Version: 3.0
stockx api key ¦ StockX API docs, x-api-key header beside a JWT (shape assumed) ¦ {A40} ¦ stockx: 403 Forbidden GET https://api.stockx.com/v2/selling/orders/active headers x-api-key={t} authorization=Bearer <jwt>
olx client secret ¦ OLX Partner API docs, client_id and client_secret (shape assumed) ¦ {A48} ¦ olx: {"error":"invalid_client","error_description":"The client credentials are invalid"} client_id=201377 client_secret={t}
flipkart client secret ¦ Flipkart Seller API docs, an application id and secret as Basic (shape assumed) ¦ {h32} ¦ flipkart: 401 for https://api.flipkart.net/oauth-service/oauth/token?grant_type=client_credentials&scope=Seller_Api appId=7a21c9b4e0f3d5 appSecret={t}
mercari shops token ¦ Mercari Shops API docs, Authorization: Bearer with an access token (shape assumed) ¦ {u48} ¦ mercari-shops: 401 {"code":"UNAUTHENTICATED"} query { shop { id } } — Authorization: Bearer {t}
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third]), raises="context"),
        *v.table("vendor", "\n".join(rows[third : 2 * third])),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="keyerror"),
    ]
