"""Innocent set 61: what agents in game engines and creative editors read, public ids,
facts of the world in set 61's languages, and ids of set 61's vendors that are not secret.

``AGENT``: tool results of Unity and Godot MCP servers, Blender MCP, Figma and Canva plugins
and apps and Unreal editor agents (file reads, console logs, ``git``, ``rg``, HTTP
responses) full of GUIDs, asset hashes, node ids, project ids and file names with
credential words. ``PUBLIC``: ids a vendor documents as public (client ids, app ids,
publishable keys, public keys, certificate fingerprints). ``WORLD``: ordinary messages in
Frisian, Low German, Luxembourgish, Faroese, Sami, Scots, Manx, Cornish, Breton, Walloon,
Swiss German, Welsh, Irish and Scottish Gaelic with numbers and names in them (as
remembered, not checked). ``VENDOR_IDS``:
ids of set 61's HR, payroll, e-signature, property and insurance vendors (envelope ids,
employee ids, policy numbers, listing ids) next to words like key, token and secret.
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
mcp-unity get_console_logs: ⟦[Warning] Missing prefab (GUID «h32»)⟧ in ⟦Assets/Scenes/Harbour.unity⟧
mcp-unity: ⟦m_Script: {fileID: 11500000, guid: «h32», type: 3}⟧
mcp-unity: ⟦Build completed with a result of 'Succeeded' in 412 seconds (412019 ms)⟧ ⟦build «d5»⟧
Unity Editor.log: ⟦Refreshing native plugins compatible for Editor in 12.41 ms, found 3 plugins.⟧
Unity: ⟦Packages/manifest.json⟧ ⟦"com.unity.netcode.gameobjects": "1.11.0"⟧
Unity: ⟦cloudProjectId: «uuid»⟧ ⟦projectName: Moorland Drift⟧
Unity: ⟦Assets/Editor/PasswordFieldDrawer.cs⟧ ⟦compiled, 0 errors⟧
Unity: ⟦Library/Bee/artifacts/«h32».dag⟧ ⟦rebuilt⟧
Godot MCP get_project_info: ⟦config/name="Moorland Drift"⟧ ⟦Godot 4.3.stable⟧
Godot MCP: ⟦res://ui/token_counter.tscn⟧ ⟦uid://«l13»⟧
Godot MCP: ⟦[ext_resource type="Texture2D" uid="uid://«l13»" path="res://art/keys/key_gold.png" id="3_«l5»"]⟧
Godot: ⟦export preset "Android" (index 0)⟧ ⟦package/unique_name="games.moorland.drift"⟧
Godot: ⟦keystore/release="/home/dev/keys/moorland-release.jks"⟧ ⟦keystore/release_user="moorland"⟧
Godot: ⟦savepack: end⟧ ⟦102 files, 48.2 MiB⟧
blender-mcp get_scene_info: ⟦"name": "Harbour_v12"⟧ ⟦"object_count": 1184⟧
blender-mcp: ⟦Object "KeyRing.001" created at (0.0, 1.2, 0.4)⟧
blender-mcp: ⟦Poly Haven asset "rocky_trail_02" downloaded (4k, 212 MB)⟧
blender-mcp: ⟦Hyper3D job «uuid» status: Done⟧
blender-mcp: ⟦bpy.data.images["password_screen_ui.png"]⟧ ⟦1920×1080⟧
Blender: ⟦Saved "harbour_v12.blend"⟧ ⟦Time 00:41.22⟧
figma-developer-mcp get_figma_data: ⟦fileKey Qm3vT1xaKp9LrWzY8nBd2c⟧ ⟦node 12:39⟧
Figma: ⟦component key «h40»⟧ ⟦"Button / Primary"⟧
Figma: ⟦style key S:«h40»,⟧ ⟦Text/Body M⟧
Figma plugin: ⟦figma.clientStorage keys: ["settings", "lastSync"]⟧
Figma: ⟦frame "Login / Password reset"⟧ ⟦id 88:1204⟧
Canva app: ⟦CANVA_APP_ID=AAGq7uR1XyE⟧ ⟦CANVA_FRONTEND_PORT=8080⟧
Canva: ⟦design DAG«A8»⟧ ⟦"Fest-noz poster A3"⟧
Canva Connect: ⟦asset upload job «uuid»⟧ ⟦status success⟧
Unreal: ⟦LogPython: Imported 24 assets to /Game/Harbour/Props⟧
Unreal: ⟦ProjectID=«H32»⟧ ⟦in DefaultGame.ini⟧
Unreal: ⟦[2026.12.07-01.48.19:330][412]LogHttp: Warning: Request to backend returned 503⟧
Unreal: ⟦ProductId=7c2e4a⟧ ⟦SandboxId=«h32»⟧ ⟦DeploymentId=«h32»⟧
Unreal: ⟦Cooked 3,214 packages in 188.2 s⟧ ⟦Linux⟧
Unreal: ⟦Content/UI/WBP_TokenShop.uasset⟧ ⟦modified⟧
git: ⟦commit «h40»⟧ ⟦Author: Dev <dev@moorland.games>⟧ ⟦"rotate UGS service account"⟧
git diff: ⟦- tokens: 12⟧ ⟦+ tokens: 15⟧ in ⟦Assets/Config/Economy.asset⟧
rg: ⟦scripts/net/api.gd:31: var headers := ["Authorization: Bearer " + STORE_TOKEN]⟧
rg: ⟦docs/secrets.md:4: Never commit export_credentials.cfg⟧
HTTP 200 GET /v1/files/Qm3vT1xaKp9LrWzY8nBd2c/versions: ⟦version «d10»⟧ ⟦"label": "v12 handoff"⟧
HTTP 201: ⟦{"id":"«uuid»","name":"blender-mcp","prefix":"tsk_","created":"2026-12-07"}⟧
HTTP 200: ⟦{"projectId":"«uuid»","environmentId":"«uuid»","name":"production"}⟧
ugs: ⟦Deployed 4 Cloud Code scripts to environment production⟧ ⟦(«uuid»)⟧
Perforce-free: ⟦git lfs ls-files: «h10» * Content/Harbour/Rock_04.uasset⟧
TouchDesigner: ⟦op('webclient1').par.url = 'http://127.0.0.1:9980/cues'⟧
Aseprite: ⟦Exported sprite sheet out.png (1024×512, 64 frames)⟧
"""

PUBLIC = r"""
⟦Planday X-ClientId: «uuid»⟧ (app id, not secret)
⟦Signicat client_id dev-brisk-otter-«d3»⟧
⟦Canva app id AAG«A8»⟧
⟦Figma plugin id «d19»⟧
⟦Unity cloudProjectId «uuid»⟧
⟦EOS ProductId «h32»⟧
⟦Godot Asset Library id «d4»⟧ ⟦public⟧
⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43» dev@moorland⟧ ⟦(public key)⟧
⟦SHA256 fingerprint «H64»⟧ of ⟦signing certificate moorland-release⟧
⟦Google Play app signing key certificate SHA-1: «H40»⟧
⟦Apple Team ID «U10»⟧
⟦Matterport model SxQL3iGyoDo⟧ ⟦(share link public)⟧
⟦publishable key pk_live_«A24»⟧ ⟦(safe for client code)⟧
⟦Bullhorn corp token 4xk81⟧ ⟦(part of REST URL)⟧
⟦UKG Pro Customer API Key B7K2Q⟧ ⟦(tenant identifier)⟧
⟦eversign business_id 174522⟧
⟦OwnerRez property id 41822⟧
⟦Hostfully agencyUid «uuid»⟧
⟦HouseCanary key id 9VX2L0QW7H3KJ5P1⟧ ⟦(the id half; the secret is separate)⟧
⟦Keka client_id «uuid»⟧
⟦Dokobit signer code LT«d11»⟧ ⟦(personal code shown on the certificate)⟧
⟦PGP key 0x«H16»⟧ ⟦for security@moorland.games⟧
⟦JWKS kid «h16»⟧ ⟦alg RS256⟧
⟦OAuth redirect_uri https://app.moorland.games/callback⟧
⟦Sentry DSN public key «h32»⟧ ⟦(sent by clients)⟧
⟦age1«l58»⟧ ⟦recipient (public)⟧
⟦Oneflow workspace id «d6»⟧
⟦Zoopla listing_id «d8»⟧
⟦LEI «U20»⟧ ⟦Acme Mutual Insurance⟧
⟦VAT number LU«d8»⟧
"""

WORLD = r"""
⟦De fierljepwedstryd begjint om 14.00 oere⟧ by ⟦kanaal 3⟧
⟦It skûtsje fan Grou wûn de earste heat⟧ yn ⟦41 minuten⟧
⟦De Veerboot na Hooge geiht hüüt Klock 11⟧ — ⟦Landunner Stoop 2⟧
⟦Dat Stück „Tratsch op'n Trepp" fangt Klock halvig acht an⟧
⟦D'Schueberfouer ass bis den 11. September op⟧ — ⟦Stand 214⟧
⟦Skipið fer úr Tórshavn kl. 07:30⟧ ⟦til Suðuroyar⟧
⟦Boazomearka 112 233 lea registrerejuvvon⟧ ⟦2026⟧
⟦The Ba' game stertit at 1 o'clock⟧ an ⟦the Doonies wan⟧
⟦Yon galley's gaan up at half seeven⟧ ⟦— squad 14⟧
⟦The pipe band's on at 3⟧, ⟦Grade 2, seeventh on⟧
⟦Ta'n TT goll er-y-hoshiaght ec 10 er y chlag⟧
⟦An Dewhelans ow tos dhe Lannstefan⟧ ⟦dy' Sadorn⟧
⟦Fest-noz e Kemper⟧ ⟦d'ar Sadorn 12 a viz Kerzu⟧
⟦Li carnaval di Binche cmince å matén⟧ ⟦142 gilles⟧
⟦S'Schwingfest isch am Sunntig⟧ ⟦Gang 6 am Zwei⟧
⟦D'Alpabzug isch am 27. Septämber⟧ ⟦82 Chüe⟧
⟦Mae'r bws i Fangor yn gadael am 9.15⟧ ⟦o stand C⟧
⟦Tá an bád farantóireachta ag imeacht ag 10:45⟧ ⟦ó Ros an Mhíl⟧
⟦Tha an aiseag a' fàgail aig 11:00⟧ ⟦bho Ùig⟧
⟦Token 3 van 10 ingeleverd⟧ ⟦bij de kermis⟧
⟦De sleutel ligt ûnder de matte⟧ ⟦by nûmer 12⟧
⟦Dien Slötel liggt bi de Navers⟧, ⟦Huus 7⟧
⟦De Schlëssel ass bei der Receptioun⟧ ⟦Zëmmer 12⟧
⟦Lykilin at hølinum fært tú á gistingini⟧ ⟦kl. 16⟧
⟦The keys are wi the crofter at number 4⟧
⟦Code postal 29000 Kemper⟧ ⟦Breizh⟧
⟦Postleitzahl 25866 Mildstedt⟧
⟦Lerwick ZE1 0LL⟧ ⟦Shetland⟧
⟦Hús nr. 14, FO-100 Tórshavn⟧
⟦Ried 7, L-9227 Dikrech⟧
"""

VENDOR_IDS = r"""
Check: ⟦payroll pay_«A20»⟧ ⟦status draft⟧ ⟦company com_«A12»⟧
Check: ⟦employee emp_«A20»⟧ ⟦workplace wrk_«A20»⟧
Oneflow: ⟦contract «d8»⟧ ⟦state signed⟧ ⟦token used: no⟧
eversign: ⟦document_hash «h32»⟧ ⟦is_completed 1⟧
Signeasy: ⟦envelope «d9»⟧ ⟦original «d9»⟧ ⟦signed file «d9»⟧
Planday: ⟦shift «d9»⟧ ⟦department «d5»⟧ ⟦employee «d7»⟧
Bullhorn: ⟦Candidate 1184⟧ ⟦JobOrder 2207⟧ ⟦Placement 918⟧
UKG Pro: ⟦employeeId «U12»⟧ ⟦companyId «U5»⟧
OwnerRez: ⟦booking «d8»⟧ ⟦guest «d8»⟧ ⟦property 41822⟧
Hostfully: ⟦leadUid «uuid»⟧ ⟦propertyUid «uuid»⟧
HouseCanary: ⟦block_id «d15»⟧ ⟦address_id «d7»⟧
Matterport: ⟦model «A11»⟧ ⟦sweep «h32»⟧
Dokobit: ⟦signing «d7»⟧ ⟦status completed⟧ ⟦2 of 2 signers⟧
Signicat: ⟦session «uuid»⟧ ⟦document «uuid»⟧
Keka: ⟦employee «uuid»⟧ ⟦leave request «uuid»⟧
Contractbook: ⟦document «uuid»⟧ ⟦template «uuid»⟧
Zoopla: ⟦listing_id «d8»⟧ ⟦outcode SW11⟧
Cherre: ⟦tax_assessor_id «d9»⟧ ⟦cherre_parcel_id «d12»⟧
TenantCloud: ⟦property «d7»⟧ ⟦lease «d7»⟧
AgencyZoom: ⟦lead «d8»⟧ ⟦agencyId 20417⟧
greytHR: ⟦employee no NH«d4»⟧ ⟦payroll month 2026-11⟧
eSignatures.io: ⟦contract «uuid»⟧ ⟦template 4c8e…⟧
OneSpan: ⟦package «A28»⟧ ⟦document «h40»⟧
Socotra: ⟦policyLocator 1000«d5»⟧ ⟦exposureLocator 1000«d5»⟧
Guidewire: ⟦PolicyNumber «U3»«d7»⟧ ⟦Job «d9»⟧
Vertafore: ⟦AMS360 customer «d6»⟧ ⟦policy «U3»«d6»⟧
Rightmove: ⟦property «d9»⟧ ⟦branch 88120⟧ ⟦network 14452⟧
Hemnet: ⟦listing «d8»⟧ ⟦broker agency «d5»⟧
Lemonade: ⟦policy LP«U8»⟧ ⟦claim LC«U8»⟧
Penneo: ⟦case file «d6»⟧ ⟦signer «d7»⟧ ⟦secret question: none⟧
"""
