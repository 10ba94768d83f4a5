"""Held-out set 71: more vendors of this set's share no earlier set named, their shapes
remembered (not looked up): IoT SIM platforms, satellite IoT and ground segment, satellite
imagery, drone fleet software, CPaaS and SMS gateways of the Gulf and Europe, telecom network
APIs and a GIS service.

Each name was grepped for in every earlier ``benchmarks/*heldout*`` file; none matched:
Truphone, Simbase, Pod Group, Telit, Astrocast, Kinéis, Sateliot, Lacuna Space, Globalstar,
Orbcomm, Inmarsat, Leaf Space, KSAT, Satellogic, BlackSky, Airbus OneAtlas, ICEYE, Dronelink,
FlytBase, Aloft, Airdata, Hammer Missions, AirMap, Skylo, Movider, Lekab, Commify, Msegat,
Taqnyat, Sent.dm, Voxtelesys, Telefónica Open Gateway, Lanck Telecom, Hubble Network,
Starlink, Spaceflight, exactView, Viasat, Eutelsat OneWeb, Thuraya, Ericsson, Deutsche
Telekom, Orange Developer, Spark NZ, Digicel, Vodacom, Kittyhawk, Wingtra and Propeller Aero (Mapple was
considered and dropped: its API host, mappls, did match). Shapes: .env, YAML, TOML,
INI, JSON, XML, HCL, Java properties, SDK calls in Kotlin, Swift, C#, Go, Rust, Elixir and
Lua, curl, headers, query strings, CSV printed bare, SDK errors, debug logs and CI steps.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
truphone toml ¦ Truphone IoT connectivity API key in a TOML config, as remembered ¦ {A40} ¦ [connectivity.truphone]\nbase_url = "https://iot.truphone.com/api"\napi_key = "{t}"\nsim_group = "buoys-pacific"
simbase bearer ¦ Simbase API, bearer key, as remembered ¦ {A44} ¦ curl -H "Authorization: Bearer {t}" https://api.simbase.com/v2/simcards/89882280666027593211/sms -d '{"message":"PING"}'\n{"errors":[{"status":401,"title":"Unauthenticated"}]}
pod group xml ¦ Pod Group API credentials in a Spring XML bean, as remembered ¦ {p} ¦ <bean id="podClient" class="com.fleet.sim.PodClient">\n  <property name="username" value="fleet-api"/>\n  <property name="password" value="{t}"/>\n</bean>
telit devicewise ¦ Telit deviceWISE TR50 auth command with an app token, as remembered ¦ {h32} ¦ {"auth":{"command":"api.authenticate","params":{"appId":"reef-sensors","appToken":"{t}","thingKey":"buoy-0042"}}}\n{"auth":{"success":false,"errorCodes":[-90008]}}
astrocast kotlin ¦ Astrocast satellite IoT API key in Kotlin, as remembered ¦ {A64} ¦ val astro = AstrocastClient(apiKey = "{t}")\nio.astrocast.ApiException: 401 Unauthorized GET https://api.astrocast.com/v1/messages?deviceGuid=0f2e
kineis client creds ¦ Kinéis satellite IoT OAuth client secret in YAML, as remembered ¦ {A32} ¦ kineis:\n  token_url: https://account.kineis.com/realms/kineis/protocol/openid-connect/token\n  client_id: api-telemetry\n  client_secret: {t}
sateliot env ¦ Sateliot NB-IoT NTN portal token in a .env, as remembered ¦ {u48} ¦ SATELIOT_API=https://api.sateliot.space/v1\nSATELIOT_TOKEN={t}
lacuna ttn ¦ Lacuna Space API key in a LoRaWAN forwarder config, as remembered ¦ {A40} ¦ "lacuna": {\n    "enabled": true,\n    "server": "https://api.lacuna.space",\n    "api_key": "{t}"\n  }
globalstar smartone ¦ Globalstar SmartOne provisioning portal password in a properties file, as remembered ¦ {p} ¦ globalstar.portal.url=https://commercial.globalstar.com/provisioning\nglobalstar.portal.user=tracker-admin\nglobalstar.portal.password={t}
orbcomm access ¦ ORBCOMM/Inmarsat IDP gateway access id and password in a query string, as remembered ¦ {p} ¦ GET https://isatdatapro.orbcomm.com/GLGW/2/RestMessages.svc/JSON/get_return_messages/?access_id=70001234&password={t}&from_id=0 -> 200 {"ErrorID":21785}
inmarsat csharp ¦ Inmarsat IsatData Pro gateway credentials in C#, as remembered ¦ {p} ¦ var gw = new IdpGateway("https://api.inmarsat.com/v1/idp/gateway/rest", accessId: "70009876", password: "{t}");\nSystem.Net.Http.HttpRequestException: Response status code does not indicate success: 401 (Unauthorized).
leafspace hcl ¦ Leaf Space ground-station API key in a Terraform variable, as remembered ¦ {A48} ¦ variable "leafspace_api_key" {\n  type    = string\n  default = "{t}"\n}
ksat go ¦ KSAT ground network API token in a Go struct literal, as remembered ¦ {u64} ¦ cfg := ksat.Config{Endpoint: "https://api.ksat.no/v1", Token: "{t}"}\npanic: ksat: 403 forbidden: pass schedule for SAT-44120
satellogic oauth ¦ Satellogic Aleph API client secret, as remembered ¦ {u64} ¦ POST https://auth.satellogic.com/oauth/token\n{"client_id":"aW9sQ2xpZW50","client_secret":"{t}","audience":"https://api.satellogic.com","grant_type":"client_credentials"}\n<- 401 access_denied
blacksky header ¦ BlackSky platform API key in an Authorization header, as remembered ¦ {A36} ¦ DEBUG urllib3.connectionpool: https://api.blacksky.com:443 "GET /v1/orders?limit=20 HTTP/1.1" 401\nDEBUG request headers: {'Authorization': '{t}', 'Accept': 'application/json'}
oneatlas apikey ¦ Airbus OneAtlas API key traded for a token, as remembered ¦ {u64} ¦ $ curl -X POST https://authenticate.foundation.api.oneatlas.airbus.com/auth/realms/IDP/protocol/openid-connect/token -d apikey={t} -d grant_type=api_key -d client_id=IDP
iceye swift ¦ ICEYE tasking API client secret in Swift, as remembered ¦ {A40} ¦ let client = IceyeClient(clientID: "c1b3f0e2-tasking", clientSecret: "{t}")\nFatal error: 'try!' expression unexpectedly raised an error: IceyeError.unauthorized
dronelink csv ¦ Dronelink org keys exported as CSV, printed bare ¦ {A32} ¦ name,created,key\nmanukau-survey,2026-10-02,{t}\nrarotonga-reef,2026-11-19,(revoked)
flytbase pat ¦ FlytBase personal access token and org id in headers, as remembered ¦ {A64} ¦ curl https://api.flytbase.com/v2/flight/missions -H "Authorization: Bearer {t}" -H "org-id: 64f1c0a2e9b7d3"
aloft lua ¦ Aloft airspace API key in a Lua plugin, as remembered ¦ {h40} ¦ local aloft = require("aloft")\nlocal client = aloft.new({ api_key = "{t}" })\n-- lua: aloft.lua:88: HTTP 401 from /v1/airspace/advisories
airdata elixir ¦ Airdata UAV API key in Elixir config, as remembered ¦ {h32} ¦ config :fleet, Fleet.Airdata,\n  base_url: "https://api.airdata.com",\n  api_key: "{t}"
hammer missions rust ¦ Hammer Missions API token in a Rust client, as remembered ¦ {A40} ¦ let hm = HammerClient::new("https://api.hammermissions.com", "{t}");\nError: Unauthorized { status: 401, body: "invalid token" }
airmap header ¦ AirMap legacy API key header, as remembered ¦ {A48} ¦ > GET /status/v3/point?latitude=21.3069&longitude=-157.8583 HTTP/1.1\n> X-API-Key: {t}\n< HTTP/1.1 401 Unauthorized
skylo ci ¦ Skylo NTN device API secret in a GitHub Actions step log, as remembered ¦ {A40} ¦ Run ./provision.sh --carrier skylo\n  SKYLO_API_SECRET: {t}\nError: skylo provision: 401 for IMEI 356938035643809
movider query ¦ Movider SMS api_key and api_secret in a query string, as remembered ¦ {A32} ¦ POST https://api.movider.co/v1/sms?api_key=2Xk9fGvP1QbN&api_secret={t}&to=6797001234&text=Bula -> 401
lekab json ¦ Lekab messaging REST password in JSON, as remembered ¦ {p} ¦ {"lekab":{"url":"https://secure.lekab.com/restsms/sms/send","username":"tonga-ops","password":"{t}"}}
commify key ¦ Commify (Textanywhere) API key in an XML config, as remembered ¦ {A40} ¦ <sms provider="commify">\n  <endpoint>https://api.commify.com/v1/messages</endpoint>\n  <apiKey>{t}</apiKey>\n</sms>
msegat api ¦ Msegat SMS apiKey in a form body, as remembered ¦ {h32} ¦ POST https://www.msegat.com/gw/sendsms.php\nuserName=vaka-tours&numbers=6855551234&userSender=VAKA&apiKey={t}&msg=Talofa\n<- {"code":"M0002","message":"Invalid login info"}
taqnyat bearer ¦ Taqnyat SMS bearer token, as remembered ¦ {h32} ¦ requests.post("https://api.taqnyat.sa/v1/messages", headers={"Authorization": "Bearer {t}"}, json={"recipients": ["966500000000"], "body": "test", "sender": "FLEET"})
sentdm key ¦ Sent.dm API key in a .env, as remembered ¦ {A40} ¦ SENT_DM_API_KEY={t}\nSENT_DM_SENDER_ID=7c2e0c41-5a1d-4f7e-b3e6-2a9d0e1f8c33
voxtelesys token ¦ Voxtelesys messaging bearer in a Node error, as remembered ¦ {A36} ¦ AxiosError: Request failed with status code 401\n  config.headers: { Authorization: 'Bearer {t}', 'Content-Type': 'application/json' }\n  url: 'https://smsapi.voxtelesys.net/api/v1/sms'
open gateway ¦ Telefónica Open Gateway client secret in a sandbox SDK call, as remembered ¦ {u40} ¦ from opengateway_sandbox_sdk import ClientCredentials, SimSwap\ncreds = ClientCredentials(client_id="0f3b2a1c-sandbox", client_secret="{t}")\nopengateway_sandbox_sdk.exceptions.AuthError: 401 invalid_client
lanck sip ¦ Lanck Telecom SIP trunk digest password in an Asterisk pjsip.conf, as remembered ¦ {p} ¦ [lanck-auth]\ntype=auth\nauth_type=userpass\nusername=pacific-cc-01\npassword={t}
hubble network ¦ Hubble Network (Bluetooth-to-satellite) API token in a .env, as remembered ¦ {A48} ¦ HUBBLE_ORG_ID=7c41e0a2-9b3d-4f15-8e26-0d5c1b2a3f47\nHUBBLE_API_TOKEN={t}
starlink enterprise ¦ Starlink enterprise API client secret in a service-account JSON, as remembered ¦ {A40} ¦ {"client_id":"svc-fleet-terminals","client_secret":"{t}","token_url":"https://api.starlink.com/auth/connect/token"}
spaceflight rideshare ¦ Spaceflight mission portal password in a CI step, as remembered ¦ {p} ¦ - name: Upload ICD\n  run: ./portal-upload --user integration@kahu.space --password '{t}' icd-v7.pdf\n  # exit 1: 401
exactview ais ¦ exactView (exactEarth) AIS feed token in a query string, as remembered ¦ {h40} ¦ urllib.error.HTTPError: HTTP Error 403: Forbidden for https://services.exactearth.com/gws/wms?service=WMS&authKey={t}&layers=exactAIS:LVI
viasat iot ¦ Viasat IoT Pro gateway password in YAML, as remembered ¦ {p} ¦ viasat:\n  gateway: https://iotpro.viasat.com/api\n  account: 70004412\n  password: "{t}"
eutelsat oneweb ¦ Eutelsat OneWeb partner portal API key in a header, as remembered ¦ {A40} ¦ > GET /v1/terminals?status=online HTTP/1.1\n> Host: api.oneweb.net\n> Ocp-Apim-Subscription-Key: {t}\n< HTTP/1.1 401 Access Denied
thuraya ip ¦ Thuraya IP terminal admin password in a config dump, as remembered ¦ {p} ¦ [web]\nport=80\nadmin_user=admin\nadmin_pass={t}\n[satellite]\nbeam=auto
ericsson iot accelerator ¦ Ericsson IoT Accelerator API credentials in a Java properties file, as remembered ¦ {p} ¦ ioa.endpoint=https://api.iotaccelerator.com/dcp\nioa.username=pacific-fleet\nioa.password={t}
deutsche telekom ¦ Deutsche Telekom T-API (Open Gateway) client secret in a .env, as remembered ¦ {u40} ¦ TAPI_CLIENT_ID=6f0e2d9c-4b1a-4c7e-9a38-0b2f1e7d5c64\nTAPI_CLIENT_SECRET={t}
orange developer ¦ Orange Developer API Basic authorization header, as remembered ¦ {b64} ¦ curl -X POST -H "Authorization: Basic {t}" -d "grant_type=client_credentials" https://api.orange.com/oauth/v3/token
spark nz ¦ Spark NZ IoT portal API key in a PowerShell profile, as remembered ¦ {A40} ¦ $env:SPARK_IOT_KEY = "{t}"\nInvoke-RestMethod : The remote server returned an error: (401) Unauthorized.
digicel ¦ Digicel bulk SMS gateway password in a PHP config array, as remembered ¦ {p} ¦ 'digicel' => ['url' => 'https://bulksms.digicelgroup.com/api/send', 'user' => 'ws_disaster', 'pass' => '{t}'],
vodacom ¦ Vodacom IoT platform token in Go env config, as remembered ¦ {u64} ¦ level=error msg="vodacom: token rejected" token={t} status=401
kittyhawk ¦ Kittyhawk (UAV fleet) API key in a Python client, as remembered ¦ {h40} ¦ kh = Kittyhawk(api_key="{t}")\nkittyhawk.errors.Unauthorized: 401 GET /api/v2/flights
wingtra ¦ WingtraCLOUD upload token in a shell history, as remembered ¦ {A36} ¦ $ history | tail -3\n 501  wingtra-upload --token {t} ./flights/2026-12-06\n 502  ls flights\n 503  history
propeller aero ¦ Propeller Aero survey API key in a CSV of integrations, printed bare ¦ {A32} ¦ integration,site,key\npropeller,Ōtāhuhu quarry,{t}
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="context"),
        *v.table("vendor", "\n".join(rows[half:]), raises="args"),
    ]
