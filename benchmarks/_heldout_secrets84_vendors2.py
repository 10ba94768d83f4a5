"""Held-out set 84: more vendors of construction, BIM, CAD, manufacturing and 3D printing,
their key shapes remembered (not looked up; the searches for Speckle, InOrbit, SimplyPrint,
Buildertrend, BIMcollab, OpenBOM, 3DPrinterOS, Revizto and Xometry gave no format page).

Each name was grepped for in every earlier ``benchmarks/*heldout*`` file first (none
matched): Speckle, InOrbit, SimplyPrint, Buildertrend, BIMcollab, OpenBOM, 3DPrinterOS,
Revizto, Xometry, PlanGrid, Newforma, Buildxact, Togal.AI, OpenSpace, HoloBuilder, Cupix,
MRPeasy, Epicor, Repetier-Server, Vectorworks, SketchUp, BIMcloud, Allplan Bimplus, Solibri,
FANUC, Printago, Freedom Robotics, Upchain, Windchill, Teamcenter, Tekla, Hilti ON!Track,
Bridgit, Assignar, Sablono, Opcenter, Yaskawa, Doosan, Seegrid, OTTO Motors, AutoStore,
Fictiv, Craftcloud, Treatstock, JLCPCB, PCBWay, OSH Cut and SendCutSend. Shapes: .env,
YAML, TOML, INI, JSON, XML, HCL, properties, C#, Java, Go, Ruby, PHP, Kotlin, Swift, Rust,
PowerShell, curl and httpie, headers, query strings, CSV printed bare, SDK exceptions, debug
logs and CI steps.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
speckle token toml ¦ Speckle personal access token in a speckle-automate TOML (shape remembered: 42 hex) ¦ {h42} ¦ [speckle]\nserver_url = "https://app.speckle.systems"\ntoken = "{t}"\nproject_id = "7c1e2f9a04"
speckle py ¦ specklepy client.authenticate_with_token ¦ {h42} ¦ client = SpeckleClient(host="app.speckle.systems")\nclient.authenticate_with_token("{t}")\nspecklepy.logging.exceptions.SpeckleException: Authentication failed
inorbit header ¦ InOrbit REST API app key header (shape remembered) ¦ {A32} ¦ GET https://api.inorbit.ai/robots/ROBOT-A17/status\nx-auth-inorbit-app-key: {t}\n→ 403 Forbidden
inorbit yaml ¦ InOrbit edge agent config with the key ¦ {A32} ¦ inorbit:\n  api_key: {t}\n  robot_id: amr-warehouse-07\n  location_tz: Asia/Manila
simplyprint header ¦ SimplyPrint API X-API-KEY with the company id in the path (shape remembered: a UUID) ¦ {uuid} ¦ httpie: http GET https://api.simplyprint.io/11423/printers/Get X-API-KEY:{t}\nHTTP/1.1 401 Unauthorized
buildertrend csv ¦ Buildertrend integration keys printed bare by an export (shape remembered) ¦ {A36} ¦ integration,environment,key,created\nqbo-sync,prod,{t},2026-11-02
bimcollab ini ¦ BIMcollab Zoom/Nexus plugin ini, a refresh token (shape remembered) ¦ {u80} ¦ [BCF]\nServer=https://acme.bimcollab.com\nUser=vdesign@acme.com\nRefreshToken={t}
openbom headers ¦ OpenBOM API, x-openbom-appkey and x-openbom-accesstoken (shape remembered) ¦ {A48} ¦ curl -H "x-openbom-appkey: 5c1b2e0d9a7f" -H "x-openbom-accesstoken: {t}" https://developer-api.openbom.com/boms\n{"error":"token expired"}
3dprinteros form ¦ 3DPrinterOS API session id in a form post (shape remembered) ¦ {h32} ¦ POST https://cloud.3dprinteros.com/apiglobal/get_printers_list\nsession={t}\n→ {"result":false,"message":"Invalid session"}
revizto cs ¦ Revizto API refresh token in C# (shape remembered) ¦ {u96} ¦ var client = new ReviztoClient(region: "EU");\nawait client.RefreshAsync(refreshToken: "{t}");\n// ReviztoApiException: 401 token revoked
xometry partner ¦ Xometry partner API key in a Go client (shape remembered) ¦ {A40} ¦ c := xometry.NewClient(xometry.WithAPIKey("{t}"))\nquote, err := c.Quotes.Create(ctx, req)\n// err: xometry: 401 Unauthorized
plangrid basic ¦ PlanGrid API, key as the Basic username with no password (shape remembered) ¦ {h32} ¦ $ curl -u {t}: https://io.plangrid.com/projects\n{"message": "Authentication failed"}
newforma xml ¦ Newforma Project Center web service config (shape remembered) ¦ {p} ¦ <ServiceConfig>\n  <Server>https://npc.acme-arch.local/ProjectCenter</Server>\n  <UserName>ACME\\svc_npc</UserName>\n  <Password>{t}</Password>\n</ServiceConfig>
buildxact hcl ¦ Buildxact API key in a Terraform variable default (shape remembered) ¦ {A40} ¦ variable "buildxact_api_key" {\n  type    = string\n  default = "{t}"\n}
togal ts ¦ Togal.AI takeoff API key in a TypeScript fetch (shape remembered) ¦ {A32} ¦ await fetch("https://api.togal.ai/v1/projects", { headers: { "x-api-key": "{t}" } });\n// FetchError: 403
openspace ruby ¦ OpenSpace capture API token in Ruby (shape remembered) ¦ {A40} ¦ OpenSpace::Client.new(token: "{t}").captures(project: "tower-b")\n#=> OpenSpace::Unauthorized (401)
holobuilder query ¦ HoloBuilder API token in a query string in an nginx log (shape remembered) ¦ {A32} ¦ 10.4.0.9 - - [07/Dec/2026:19:05:12 +0000] "GET /api/v2/sheets?project=HB-5512&access_token={t} HTTP/1.1" 401 61
cupix kotlin ¦ Cupix API key in Kotlin (shape remembered) ¦ {A36} ¦ val cupix = CupixClient(apiKey = "{t}", workspace = "acme-build")\nException in thread "main" io.cupix.ApiException: 401
mrpeasy basic ¦ MRPeasy API key and API access key as Basic (shape remembered) ¦ {A32} ¦ $ curl -u "mrp_api_7731:{t}" https://api.mrpeasy.com/rest/v1/manufacturing-orders\n401 Unauthorized
epicor ps ¦ Epicor Kinetic REST with x-api-key and Basic in PowerShell (shape remembered) ¦ {A40} ¦ PS> Invoke-RestMethod -Uri "https://erp.acme.local/KineticLive/api/v2/odata/EPIC06/Erp.BO.JobEntrySvc/JobEntries" -Headers @{ "x-api-key" = "{t}"; Authorization = "Basic c3ZjX21lczo…" }
repetier query ¦ Repetier-Server apikey query parameter (shape remembered) ¦ {uuid} ¦ GET http://farm-pi-03.local:3344/printer/api/prusa_mk3?a=listPrinter&apikey={t}\n{"error":"Authorization required"}
vectorworks props ¦ Vectorworks Cloud Services client secret in a .properties file (shape remembered) ¦ {A40} ¦ vcs.client.id=vw-cloud-plugin-77\nvcs.client.secret={t}\nvcs.region=us
sketchup swift ¦ SketchUp 3D Warehouse upload key in Swift (shape remembered) ¦ {A40} ¦ let uploader = WarehouseUploader(apiKey: "{t}")\n// Fatal error: 'try!' expression unexpectedly raised an error: Unauthorized
bimcloud json ¦ Graphisoft BIMcloud manager login JSON (shape remembered) ¦ {p} ¦ {"username":"bimmanager","password":"{t}","client-id":"archicad-sync"}
bimplus token ¦ Allplan Bimplus authorize response (shape remembered) ¦ {h32} ¦ {"access_token":"{t}","token_type":"BimPlus","expires_in":43199}
solibri cli ¦ Solibri autorun XML with a licence password (shape remembered) ¦ {p} ¦ <batch name="ClashCheck">\n  <openmodel file="C:\\models\\TowerB.ifc"/>\n  <login user="qa@acme.com" password="{t}"/>\n</batch>
fanuc ftp ¦ FANUC robot controller FTP login in a Python log (shape remembered) ¦ {p} ¦ ftplib.error_perm: 530 Login incorrect. (ftp.login("fanuc", "{t}") on 192.168.1.10)
printago env ¦ Printago print-farm API key in .env (shape remembered) ¦ {A40} ¦ PRINTAGO_STORE_ID=st_8812\nPRINTAGO_API_KEY={t}
freedom robotics ¦ Freedom Robotics agent token and secret (shape remembered) ¦ {h64} ¦ export FR_TOKEN=T6b1c9e0f4a2d\nexport FR_SECRET={t}\nfreedomrobotics-agent --account A81 --device D442
upchain yaml ¦ Upchain PLM integration client secret in YAML (shape remembered) ¦ {A44} ¦ upchain:\n  tenant: acme-robotics\n  client_id: upc-erp-bridge\n  client_secret: "{t}"
windchill java ¦ PTC Windchill REST Basic credentials in Java (shape remembered) ¦ {p} ¦ String auth = "wcadmin:" + "{t}";\nconn.setRequestProperty("Authorization", "Basic " + Base64.getEncoder().encodeToString(auth.getBytes()));
teamcenter soa ¦ Siemens Teamcenter SOA login exception (shape remembered) ¦ {p} ¦ com.teamcenter.schemas.soa._2006_03.exceptions.InvalidCredentialsException: The login attempt failed: user=infodba pwd={t} group=dba
tekla yaml ¦ Tekla Structures/Model Sharing service password in a CI step (shape remembered) ¦ {p} ¦ - name: Sync model\n  run: tsmodelsharing sync --user detailing@acme.com --password '{t}' --model TowerB
ontrack hilti ¦ Hilti ON!Track API bearer token in a debug log (shape remembered) ¦ {u64} ¦ DEBUG urllib3.connectionpool: https://api.ontrack.hilti.com:443 "GET /v1/assets HTTP/1.1" 401\nDEBUG headers: {'Authorization': 'Bearer {t}'}
bridgit csv ¦ Bridgit Bench API keys printed bare by a CSV export (shape remembered) ¦ {A32} ¦ workspace,key,scope\nbench-na,{t},read
assignar env ¦ Assignar API client secret (shape remembered) ¦ {A40} ¦ ASSIGNAR_CLIENT_ID=asg-3321\nASSIGNAR_CLIENT_SECRET={t}
sablono rust ¦ Sablono API token in a Rust client (shape remembered) ¦ {A36} ¦ let client = SablonoClient::new("{t}");\nError: Api(Unauthorized { status: 401 })
opcenter ini ¦ Siemens Opcenter Execution connection string with a password (shape remembered) ¦ {p} ¦ [Database]\nConnectionString=Server=mes-sql01;Database=OpcenterEX;User Id=opc_app;Password={t};
yaskawa motoplus ¦ Yaskawa controller web login in a Python requests debug (shape remembered) ¦ {p} ¦ send: b'POST /login HTTP/1.1\\r\\nHost: 192.168.255.1\\r\\n\\r\\nuser=MANAGER&pass={t}'
doosan cobot ¦ Doosan cobot DART-Platform API token in a JSON (shape remembered) ¦ {A32} ¦ {"controller":"192.168.137.100","dart_token":"{t}","task":"palletize_v3"}
seegrid fleet ¦ Seegrid fleet manager API key as a header in httpie (shape remembered) ¦ {A40} ¦ http POST https://fleet.acme-dc.local/api/v1/missions Authorization:"ApiKey {t}" route=R-12\nHTTP/1.1 401
otto fleet ¦ OTTO Motors fleet manager password in an Ansible vars file (shape remembered) ¦ {p} ¦ otto_fleet_host: 10.30.0.5\notto_fleet_user: integrator\notto_fleet_password: "{t}"
autostore xml ¦ AutoStore interface client password in XML (shape remembered) ¦ {p} ¦ <AutoStoreInterface host="10.50.1.2" port="5555">\n  <Client id="WMS01" password="{t}"/>\n</AutoStoreInterface>
fictiv js ¦ Fictiv API key in a Node SDK error (shape remembered) ¦ {A40} ¦ const fictiv = new Fictiv({ apiKey: "{t}" });\n// FictivError: Request failed with status code 401
craftcloud curl ¦ Craftcloud price API key header (shape remembered) ¦ {A32} ¦ curl -H "X-Craftcloud-Api-Key: {t}" https://api.craftcloud3d.com/v5/price -d @model.json
treatstock php ¦ Treatstock affiliate private key in PHP (shape remembered) ¦ {h40} ¦ $ts = new TreatstockApi(['private_key' => '{t}']);\n// Uncaught TreatstockException: Invalid private key
jlcpcb secret ¦ JLCPCB API app secret in .env (shape remembered) ¦ {A32} ¦ JLCPCB_APP_ID=881204\nJLCPCB_ACCESS_KEY=ak_77cd\nJLCPCB_SECRET_KEY={t}
pcbway query ¦ PCBWay API key in a query string (shape remembered) ¦ {A32} ¦ GET https://api.pcbway.com/api/Pcb/PcbQuotation?api_key={t}&layers=4 → 401
oshcut env ¦ OSH Cut API token in a CI step (shape remembered) ¦ {A40} ¦ - run: oshcut quote parts/*.dxf --material 304-SS-16ga\n  env:\n    OSHCUT_TOKEN: {t}
sendcutsend header ¦ SendCutSend API bearer in a captured request (shape remembered) ¦ {A40} ¦ POST /api/v1/orders HTTP/2\nhost: api.sendcutsend.com\nauthorization: Bearer {t}
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="context"),
        *v.table("vendor", "\n".join(rows[half:]), raises="args"),
    ]
