"""Held-out set 54: web-API agent tool results, as an agent's tools return them.

Six three-step scenarios (each step a case) and single results, in tool shapes, tools and
files that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; Composio, Pipedream, Zapier, Nango, Postman, Insomnia, Hoppscotch, Bruno, HTTPie,
Kong, Tyk, Apigee, RapidAPI, grpcurl, ``google.rpc``, ``ErrorInfo``, ``redirect_uri``,
``code_verifier``, ``#access_token=``, ``X-Slack-Signature``, ``X-Gitlab-Token``,
``X-Hook-Secret``, ``X-Hasura`` and ChirpStack, FROST, Hono, OwnTracks, Zigbee2MQTT,
ESPHome, Frigate, Pi-hole, Meshtastic, Shelly, Domoticz and openHAB did and were dropped).
Tool shapes, written as each prints its result (remembered, not copied, so field order and
padding may differ): LangChain's ``OpenAPIToolkit`` / ``RequestsGetTool`` steps with request
and response dumps, Arcade tool executions, StackOne unified-API tool calls answering with
GraphQL ``errors``, gRPC calls whose trailers carry ``grpc-status-details-bin`` and
``grpc-message``, webhook deliveries signed with ``X-Hub-Signature-256``, ``svix-signature``,
``Stripe-Signature``, ``X-Shopify-Hmac-Sha256`` and ``X-Twilio-Signature``, and OAuth flows'
redirects and token exchanges; single results in Toolhouse, Paragon ActionKit, Merge's Agent
Handler and ToolBench's API calls. Files no earlier set read: evcc's, Valetudo's, WeeWX's,
rtl_433's, Gammu's smsd, Fledge's, Eclipse Kuksa's, Magistrala's, CumulusMX's, pywws',
Meteobridge's, openWB's, Leshan's, Airsonic's and Volumio's; API calls to Solarman,
iSolarCloud, Venus OS (VRM) and SolarAssistant.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 openapi requests get ¦ scenario 1 step 1: LangChain OpenAPIToolkit agent, RequestsGetTool with the key in the query ¦ {h32} ¦ Action: requests_get\nAction Input: {"url": "https://api.traveltimeapp.com/v4/geocoding/search?query=Haifa&app_id=4f1c9d2a&api_key={t}", "output_instructions": "the coordinates"}\nObservation: {"http_status":401,"error_code":2}
s1 openapi requests post ¦ scenario 1 step 2: RequestsPostTool with the credential in the JSON body ¦ {p} ¦ Action: requests_post\nAction Input: {"url": "https://api.sandbox.acme-payouts.io/v3/auth", "data": {"username": "restapiuser@5520917736", "password": "{t}"}, "output_instructions": "the session token"}\nObservation: 401 Client Error: Unauthorized
s1 openapi planner ¦ scenario 1 step 3: the OpenAPI planner's api_controller echoing the request it built ¦ {A40} ¦ > Entering new AgentExecutor chain...\nI should call POST /v2/quotes with the x-api-key header.\nAction: requests_post\nAction Input: {"url": "https://sandbox-api.eurosender.com/v1/quotes", "headers": {"x-api-key": "{t}"}, "data": {"shipment": {"weight": 2.4}}}
s2 arcade weather ¦ scenario 2 step 1: an Arcade tool execution (ExecuteToolResponse) ¦ {l32} ¦ ExecuteToolResponse(id='te_2x9KqV', execution_id='tc_88fQ', status='failed', output=Output(error=OutputError(message="WeatherLink returned 401 for api-key=x9ncdqgp5xlnq4qaxnybp4wkd7hjkmyp, X-Api-Secret={t}", can_retry=False)))
s2 arcade maps ¦ scenario 2 step 2: an Arcade tool execution with its inputs shown ¦ {h32} ¦ ExecuteToolResponse(id='te_2x9KqW', status='failed', output=Output(error=OutputError(message='403 Forbidden')), tool_name='Maps.GetTile', input={'layer': 'vec_w', 'z': 12, 'tk': '{t}'})
s2 arcade secrets ¦ scenario 2 step 3: arcade tool secrets listing in the CLI ¦ {A48} ¦ $ arcade secret list\n KEY                      VALUE\n WILLYWEATHER_API_KEY     {t}\n OPENWEATHER_UNITS        metric
s3 stackone graphql ¦ scenario 3 step 1: a StackOne unified-API tool call answered with GraphQL errors ¦ {A36} ¦ stackone.hris_list_employees → {"errors":[{"message":"Unauthorized: token '{t}' is not valid for account 45871","extensions":{"code":"UNAUTHENTICATED"}}],"data":null}
s3 stackone variables ¦ scenario 3 step 2: a GraphQL error quoting the variables it was sent ¦ {p} ¦ stackone.ats_create_candidate → {"errors":[{"message":"Variable \"$input\" got invalid value","extensions":{"code":"BAD_USER_INPUT","variables":{"input":{"email":"k.saleh@acme.io","portal_password":"{t}"}}}}]}
s3 stackone mutation ¦ scenario 3 step 3: a GraphQL mutation minting a key, the tool's result ¦ {A40} ¦ stackone.graphql_execute → {"data":{"createApiKey":{"id":"ak_2931","name":"agent-bot","secret":"{t}","createdAt":"2026-12-06T19:26:10Z"}}}
s4 grpc unauthenticated ¦ scenario 4 step 1: a gRPC call's status printed by the agent's grpc tool, grpc-message echoing the token ¦ {u43} ¦ rpc error: code = Unauthenticated desc = invalid bearer token "{t}"\ntrailers:\n  grpc-status: 16\n  grpc-message: invalid bearer token "{t}"
s4 grpc metadata ¦ scenario 4 step 2: the request metadata the agent's grpc tool sent, dumped with -v ¦ {A40} ¦ Request metadata to send:\nauthorization: Bearer {t}\nx-fleet-account: kxr4410\n\nResponse trailers received:\ngrpc-status-details-bin: CBASEkludmFsaWQgY3JlZGVudGlhbHM\nSent 1 request and received 0 responses
s4 grpc error info ¦ scenario 4 step 3: google.rpc.ErrorInfo decoded from grpc-status-details-bin, metadata holding the key ¦ {h40} ¦ code: 7\nmessage: "API key not valid for this project"\ndetails {\n  [type.googleapis.com/google.rpc.ErrorInfo] {\n    reason: "API_KEY_INVALID"\n    domain: "fleet.acme.io"\n    metadata { key: "api_key" value: "{t}" }\n  }\n}
s5 github hook delivery ¦ scenario 5 step 1: a webhook delivery with X-Hub-Signature-256, the hook's config shown unmasked by a self-hosted forge ¦ {h40} ¦ Request\nX-Hub-Signature-256: sha256=6c1f0c6b93d2a8f4e0b7a55e3c1d9f2b4a6e8c0d2f4a6b8c0e2f4a6b8c0d2e4f\nX-GitHub-Event: push\n\n{"hook":{"type":"Repository","config":{"url":"https://ci.acme.io/hooks/push","content_type":"json","secret":"{t}"}}}
s5 svix endpoint secret ¦ scenario 5 step 2: a Svix endpoint's signing secret fetched by the agent's HTTP tool ¦ whsec_{b32} ¦ GET https://api.svix.com/api/v1/app/app_2x9K/endpoint/ep_88fQ/secret\n200 {"key":"{t}"}\nNext: verify svix-signature: v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=
s5 stripe listen ¦ scenario 5 step 3: stripe listen forwarding deliveries with Stripe-Signature, printing the signing secret ¦ whsec_{A64} ¦ $ stripe listen --forward-to localhost:8000/hooks/stripe\n> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is {t} (^C to quit)\n2026-12-06 19:26:31   --> charge.succeeded [evt_3QxK2]
s6 oauth code redirect ¦ scenario 6 step 1: an OAuth authorization redirect the agent's browser tool followed ¦ {u43} ¦ HTTP/1.1 302 Found\nLocation: https://fleet.acme.io/oauth/callback?code={t}&state=Zx8qP2mN\nSet-Cookie: bouncie_session=; Max-Age=0
s6 oauth token exchange ¦ scenario 6 step 2: the token exchange the agent posted, client_secret in the form ¦ {A40} ¦ POST /oauth/token HTTP/1.1\nHost: auth.acme-fleet.io\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=authorization_code&code=4xQ9&redirect_uri=https%3A%2F%2Ffleet.acme.io%2Foauth%2Fcallback&client_id=fleet-dash&client_secret={t}
s6 oauth token response ¦ scenario 6 step 3: the token response, refresh token included ¦ {u64} ¦ 200 OK\n{"access_token":"eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJmbGVldCJ9.c2lnbg","token_type":"Bearer","expires_in":3600,"refresh_token":"{t}","scope":"vehicles:read trips:read"}
"""

SINGLES = r"""
toolhouse weewx ¦ a Toolhouse tool result (read_file) of WeeWX's weewx.conf ¦ {p} ¦ {"tool_use_id": "toolu_01Hx", "content": "    [[Wunderground]]\n        enable = true\n        station = KUTLOGAN42\n        password = {t}", "is_error": false}
paragon evcc ¦ a Paragon ActionKit action result quoting evcc's evcc.yaml ¦ {A32} ¦ ActionKit SLACK_SEND_MESSAGE → failed: message text contained "sponsortoken: {t}" and was blocked by DLP
merge valetudo ¦ a Merge Agent Handler tool-pack result reading Valetudo's config ¦ {p} ¦ [merge:file_storage.read] valetudo_config.json → {"webserver":{"basicAuth":{"enabled":true,"username":"valetudo","password":"{t}"}}}
toolbench rtl433 ¦ a ToolBench API call step (action / action input / observation) over rtl_433's MQTT output config ¦ {A24} ¦ Action: shell_for_system\nAction Input: {"cmd": "grep output /etc/rtl_433.conf"}\nObservation: {"error": "", "response": "output mqtt://broker.lan:1883,user=rtl433,pass={t},retain=0"}
toolhouse gammu ¦ a Toolhouse tool result reading Gammu's smsdrc ¦ {d8} ¦ {"tool_use_id": "toolu_01Hy", "content": "[gammu]\ndevice = /dev/ttyUSB2\nconnection = at\npin = {t}\n[smsd]\nservice = files", "is_error": false}
paragon fledge ¦ a Paragon ActionKit result holding Fledge's south plugin config ¦ {A40} ¦ ActionKit GOOGLE_SHEETS_APPEND_ROW → ok; row = ["fledge-south-opcua", "opc.tcp://plc.lan:4840", "user=scada", "password={t}"]
"""

EXTRA = r"""
kuksa rg ¦ ripgrep over Eclipse Kuksa's databroker config for its token ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.{u72}.{u86} ¦ $ rg -n 'token' kuksa/config/\nkuksa/config/provider.toml:7:token = "{t}"
magistrala diff ¦ git diff of Magistrala's docker .env committed with a real thing key ¦ {uuid} ¦ $ git diff --cached docker/.env\n-MG_THING_KEY=\n+MG_THING_KEY={t}
evcc grep ¦ grep -n over evcc.yaml for the vehicle account ¦ {p} ¦ $ grep -n -A2 'type: template' evcc.yaml\n41:  - type: template\n42:    template: kia\n43:    user: driver@acme.io\n44:    password: {t}
magistrala mint ¦ an HTTP tool response minting a Magistrala access token ¦ {u86} ¦ HTTP 201 POST /users/tokens/issue\n{"access_token":"{t}","refresh_token":"(hidden)","access_type":"Bearer"}
tempest mint ¦ an HTTP tool response creating a Tempest personal access token ¦ {uuid} ¦ HTTP 200 POST https://tempestwx.com/settings/tokens\n{"status":{"status_code":0,"status_message":"SUCCESS"},"token":"{t}","name":"agent"}
hyperwallet mint ¦ an HTTP tool response issuing a Hyperwallet authentication token for the drop-in UI (a JWT) ¦ eyJhbGciOiJIUzI1NiJ9.{u64}.{u43} ¦ HTTP 201 POST /rest/v4/users/usr-7f1a/authentication-token\n{"value":"{t}"}
"""

MORE = r"""
cumulus mx ini ¦ an OpenAPI tool's file endpoint returning CumulusMX's Cumulus.ini (response dump) ¦ {p} ¦ GET /files/CumulusMX/Cumulus.ini -> 200 text/plain\n[Wunderground]\nID=KUTLOGAN42\nPassword={t}\nEnabled=1
pywws weather ini ¦ a Toolhouse read_file result of pywws' weather.ini ¦ {A24} ¦ {"tool_use_id": "toolu_01Jk", "content": "[underground]\nstation = KUTLOGAN42\npassword = {t}\n[metoffice]", "is_error": false}
meteobridge http ¦ an HTTP tool fetching Meteobridge's template page with its upload credentials ¦ {p} ¦ HTTP 200 GET http://meteobridge.lan/cgi-bin/template.cgi?template=[wu-password]\n{t}
openwb config ¦ a Paragon ActionKit result quoting openWB's config of its EVU kit ¦ {A32} ¦ ActionKit NOTION_CREATE_PAGE → failed: property 'config' too long ({"evu": {"type": "json", "url": "http://192.168.1.60/api", "token": "{t}"}})
solarman token ¦ an OpenAPI tool call to Solarman's account/v1.0/token, the request dumped with its appSecret ¦ {h32} ¦ > POST https://globalapi.solarmanpv.com/account/v1.0/token?appId=2024120601&language=en\n> {"appSecret": "{t}", "email": "pv@acme.io", "password": "5c1e7a..."}\n< 200 {"success": false, "msg": "appSecret error"}
isolarcloud login ¦ a StackOne-style GraphQL error from an iSolarCloud proxy echoing the login variables ¦ {p} ¦ {"errors":[{"message":"login failed","path":["login"],"extensions":{"code":"E00003","variables":{"user_account":"pv@acme.io","user_password":"{t}"}}}]}
venus os vrm token ¦ a gRPC gateway's status for a Venus OS (VRM) relay, grpc-message quoting the token ¦ {h64} ¦ ERROR: code = PermissionDenied desc = VRM rejected access token {t} for installation 88213\ngrpc-status: 7
solarassistant mqtt ¦ a webhook delivery from SolarAssistant's MQTT bridge, its body holding the broker password ¦ {p} ¦ POST /hooks/solar HTTP/1.1\nX-Hub-Signature-256: sha256=0a8c4e62b1f3d5a7c9e1f2a4b6c8d0e2f4a6b8c0d2e4f6a8b0c2d4e6f8a0b2c4\n\n{"event":"mqtt.config.changed","broker":"mqtt://10.0.0.5:1883","username":"sa","password":"{t}"}
leshan psk ¦ Leshan (LwM2M) server's REST API listing a client's security info, PSK as hex ¦ {h32} ¦ HTTP 200 GET /api/security/clients/tracker-9\n{"endpoint":"tracker-9","tls":{"mode":"psk","details":{"identity":"tracker-9","key":"{t}"}}}
airsonic properties ¦ a Merge Agent Handler read of Airsonic's airsonic.properties ¦ {A20} ¦ [merge:file_storage.read] airsonic.properties → "LastFmPassword={t}\nPort=4040"
volumio plugin config ¦ a ToolBench observation of Volumio's Spotify plugin config ¦ {A32} ¦ Observation: {"error": "", "response": "{\"spotify_client_secret\": {\"type\": \"string\", \"value\": \"{t}\"}}"}
oauth device code ¦ an OAuth device authorization response the agent's HTTP tool printed (device_code is the secret half) ¦ {u43} ¦ 200 OK\n{"device_code":"{t}","user_code":"WDJB-MJHT","verification_uri":"https://auth.acme-fleet.io/device","interval":5,"expires_in":900}
oauth pkce verifier ¦ an OAuth token request with a PKCE code_verifier and client secret, as the agent logged it ¦ {A40} ¦ [oauth] POST https://auth.acme-fleet.io/oauth/token body=grant_type=authorization_code&code=7Fq2&code_verifier=dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk&client_id=fleet-dash&client_secret={t}
shopify hook secret ¦ a Shopify webhook delivery failure listing, with the app's API secret used for X-Shopify-Hmac-Sha256 printed by the agent's debug tool ¦ shpss_{h32} ¦ X-Shopify-Hmac-Sha256 mismatch for orders/create\n  computed with SHOPIFY_API_SECRET={t}\n  header: 6J0K5p2m9ZC3e5qX4Yb1a8ZrVwQ0R3n2tM1c9aL7kGs=
openapi zubie ¦ an OpenAPI toolkit step against Zubie's API, the key in the query of the dumped request ¦ {h40} ¦ Action: requests_get\nAction Input: {"url": "https://api.zubiecar.com/api/v2/zinc/trips?key={t}&since=2026-12-01"}\nObservation: 403 Forbidden
arcade banxa ¦ an Arcade tool execution signing a Banxa request, its inputs shown ¦ {A32} ¦ ExecuteToolResponse(id='te_3Kq1', status='failed', tool_name='Ramp.CreateOrder', input={'api_key': 'acme_ramp', 'api_secret': '{t}', 'coin': 'USDC'}, output=Output(error=OutputError(message='401')))
graphql neshan ¦ a GraphQL gateway error wrapping Neshan's refusal, the key in the extensions ¦ service.{l32} ¦ {"errors":[{"message":"upstream 480","path":["route"],"extensions":{"code":"UPSTREAM_AUTH","upstream":"https://api.neshan.org/v4/direction","apiKey":"{t}"}}],"data":{"route":null}}
grpc tempest ¦ a gRPC relay's trailers for a Tempest station stream, grpc-message quoting the token ¦ {uuid} ¦ rpc error: code = Unauthenticated desc = tempest websocket refused token={t}\ntrailers:\n  grpc-status: 16
webhook wallester ¦ a webhook delivery from Wallester with a test payload echoing the signing key ¦ {h64} ¦ POST /hooks/wallester HTTP/1.1\nX-Wallester-Signature: 5a0c…\n\n{"event":"test","data":{"webhook_secret":"{t}"}}
oauth enfuce redirect ¦ an OAuth implicit redirect the agent's browser tool followed, the token in the fragment ¦ {u86} ¦ HTTP/1.1 302 Found\nLocation: https://cards.acme.io/cb#access_token={t}&token_type=bearer&expires_in=3600&state=Qm2x
twilio auth token ¦ a Twilio webhook validation failure, X-Twilio-Signature checked with the auth token shown ¦ {h32} ¦ twilio.request_validator: signature mismatch for https://sms.acme.io/inbound (X-Twilio-Signature=RSOYDt4T1cUTdK1PDd93/VVr8B8=, auth_token={t})
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="keyerror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
        *v.table("agent", EXTRA.strip(), raises="args"),
        *v.table("agent", MORE.strip(), raises="context"),
    ]
