"""Innocent corpus 6, devices and worlds: games and engines, embedded firmware and IoT,
media processing, GIS and mapping.

One message a line; ``⟦…⟧`` marks a fact that must survive; ``«h40»``-style slots are filled
with seeded random ids (see ``heldout_innocents_set6.py``). No domain of sets 3-5.
"""

from __future__ import annotations

__all__ = ["DEVICES"]

DEVICES = r"""
Unity: NullReferenceException: Object reference not set to an instance of an object at ⟦KeyDoorController.Update ()⟧ (at ⟦Assets/Scripts/KeyDoorController.cs:42⟧)
Unity: Build failed: ⟦Assets/Plugins/Android/secrets.xml⟧ duplicate resource (⟦com.acme.dungeon⟧, build GUID ⟦«h32»⟧)
Unity Cloud Build: target ⟦ios-release⟧ failed: Provisioning profile ⟦«uuid»⟧ doesn't include signing certificate "⟦Apple Distribution: Acme Games («U10»)⟧"
Unreal: LogLinker: Warning: Can't find file '⟦/Game/Blueprints/BP_MasterKey⟧' (package ⟦/Game/Maps/Vault_Level⟧)
Unreal: Assertion failed: ⟦IsValidIndex(Index)⟧ [File:⟦Runtime/Core/Public/Containers/Array.h⟧] [Line: ⟦771⟧] Array index out of bounds: ⟦12⟧ from an array of size ⟦12⟧
Godot: ERROR: Cannot open file '⟦res://addons/passwords_minigame/plugin.cfg⟧'. at: ⟦_load_plugin⟧ (editor/editor_node.cpp:⟦3421⟧)
Godot: SCRIPT ERROR: Invalid get index '⟦secret_room_unlocked⟧' (on base: 'Dictionary'). at: ⟦SaveGame.load⟧ (res://autoload/save_game.gd:⟦57⟧)
Steamworks: SteamAPI_Init() failed; no appID found (⟦steam_appid.txt⟧ missing, expected app ⟦«d6»⟧)
Steam: OnEncryptedAppTicketResponse failed: ⟦k_EResultLimitExceeded⟧ (ticket size ⟦1024⟧, app ⟦«d6»⟧)
PlayFab: LoginWithCustomID failed: ⟦AccountNotFound⟧ (CustomId ⟦player-«l12»⟧, TitleId ⟦«U5»⟧, ⟦CreateAccount=false⟧)
Epic EOS: EOS_Connect_Login failed with result ⟦EOS_InvalidUser⟧ (ProductUserId ⟦«h32»⟧, deployment ⟦«h32»⟧)
Photon: OperationResponse 226: ⟦JoinRandomRoom⟧ failed ⟦NoRandomMatchFound⟧ (region ⟦eu⟧, lobby ⟦ranked_key_masters⟧)
Minecraft: [Server thread/WARN]: ⟦Steve_92⟧ moved too quickly! ⟦12.48⟧,⟦-0.08⟧,⟦3.11⟧ (world ⟦survival_token_hunt⟧)
Minecraft: Failed to verify username! (⟦Alex_Ops⟧, server id ⟦«h16»⟧) -- online-mode=⟦true⟧
Roblox: HTTP 429 (Too Many Requests) ⟦DataStoreService⟧: Request was throttled (key ⟦Player_«d10»_inventory⟧, datastore ⟦PlayerData_v3⟧)
Vulkan: VUID-vkCmdDraw-None-⟦02699⟧: Descriptor set ⟦VkDescriptorSet 0x«h12»⟧ bound as set #⟦1⟧ encountered: image layout mismatch
DirectX: D3D12 ERROR: ID3D12Device::RemoveDevice: Device removal has been triggered (reason ⟦DXGI_ERROR_DEVICE_HUNG⟧, 0x⟦887A0006⟧)
shader compiler: ⟦shaders/dissolve_key.frag⟧:⟦31⟧: error: 'texture2D' : no matching overloaded function found (glslang ⟦14.3.0⟧)
FMOD: ERR_FILE_NOTFOUND (⟦18⟧) File not found: '⟦Banks/Master.strings.bank⟧'
ESP-IDF: E (⟦1523⟧) wifi:⟦Association refused temporarily⟧, comeback time ⟦200⟧ mSec (ssid ⟦acme-iot⟧, password: ⟦set⟧, authmode ⟦WPA2_PSK⟧)
ESP-IDF: E (⟦842⟧) esp_https_ota: Mismatch chip id, expected ⟦2⟧, found ⟦9⟧ (image ⟦firmware_«h8».bin⟧)
ESP-IDF: Guru Meditation Error: Core ⟦1⟧ panic'ed (⟦LoadProhibited⟧). Exception was unhandled. PC ⟦0x400d«h4»⟧ EXCVADDR ⟦0x00000000⟧
Zephyr: <err> bt_hci_core: opcode ⟦0x2005⟧ status ⟦0x12⟧ (Bluetooth: failed to set random address, identity ⟦«H2»:«H2»:«H2»:«H2»:«H2»:«H2»⟧)
Zephyr: <err> mcumgr: image upload failed, rc=⟦3⟧ (slot ⟦1⟧, hash ⟦«h64»⟧)
FreeRTOS: ***ERROR*** A stack overflow in task ⟦mqtt_keepalive⟧ has been detected. (high water mark ⟦12⟧ words)
STM32CubeProgrammer: Error: Data read failed (address ⟦0x08000000⟧, RDP level ⟦1⟧, option byte ⟦nBOOT_SEL⟧)
OpenOCD: Error: ⟦stm32l4x.cpu⟧ -- clearing lockup after double fault; Warn : target ⟦stm32l4x.cpu⟧ reset (adapter ⟦cmsis-dap⟧ serial ⟦«U24»⟧)
avrdude: stk500_getsync() attempt ⟦10⟧ of ⟦10⟧: not in sync: resp=⟦0x00⟧ (port ⟦/dev/ttyUSB0⟧, part ⟦m328p⟧)
PlatformIO: Error: Could not find the package with '⟦framework-arduinoespressif32 @ 3.20014.231204⟧' requirements for your system '⟦linux_x86_64⟧'
Arduino: Sketch uses ⟦34812⟧ bytes (⟦107%⟧) of program storage space. Maximum is ⟦32256⟧ bytes. (sketch ⟦keypad_password_lock.ino⟧)
AWS IoT: MQTT CONNACK rejected: ⟦Not authorized⟧ (clientId ⟦sensor-«l8»⟧, thing ⟦greenhouse-07⟧, cert id ⟦«h64»⟧)
Azure IoT Hub: ⟦401002⟧ IotHubUnauthorizedAccess: Unauthorized (device ⟦pump-station-14⟧, auth type ⟦x509 thumbprint «H40»⟧)
Mosquitto: Client ⟦plc-bridge-2⟧ disconnected, not authorised. (listener ⟦8883⟧, username ⟦plc-bridge⟧, password: ⟦provided⟧)
Home Assistant: Setup of integration ⟦zwave_js⟧ failed: Network key ⟦S2_Authenticated⟧ mismatch (node ⟦23⟧, home id ⟦0x«h8»⟧)
Zigbee2MQTT: error: Failed to interview '⟦0x«h16»⟧', device has not successfully been paired (install code: ⟦required⟧)
Modbus: pymodbus.exceptions.ModbusIOException: [Input/Output] No response received from slave ⟦3⟧ (register ⟦40021⟧, count ⟦4⟧, port ⟦/dev/ttyRS485⟧)
OPC UA: BadUserAccessDenied (⟦0x801F0000⟧) on node ⟦ns=2;s=Line1.Press.KeySwitch⟧ (session ⟦«uuid»⟧)
LoRaWAN: ChirpStack: uplink ⟦MIC⟧ invalid (DevEUI ⟦«h16»⟧, DevAddr ⟦«h8»⟧, FCnt ⟦1832⟧)
ffmpeg: [h264 @ 0x«h12»] error while decoding MB ⟦54⟧ ⟦33⟧, bytestream ⟦-7⟧ (input ⟦cam_lobby_«d8».mp4⟧)
ffmpeg: Output #0, mp4, to '⟦out/keynote_final.mp4⟧': Could not write header for output file #0 (incorrect codec parameters ?): ⟦Invalid argument⟧
ffprobe: [mov,mp4,m4a,3gp,3g2,mj2 @ 0x«h12»] moov atom not found (file ⟦uploads/«uuid».mov⟧)
GStreamer: ERROR: from element ⟦/GstPipeline:pipeline0/GstRTSPSrc:src⟧: Could not read from resource. (⟦gst-resource-error-quark: 9⟧)
HandBrake: Encode failed (error ⟦3⟧): ⟦x265 [error]: no valid profile⟧ (preset ⟦H.265 MKV 2160p60⟧)
ImageMagick: convert: width or height exceeds limit `⟦poster_token_art.tiff⟧' @ error/cache.c/OpenPixelCache/⟦3909⟧ (policy ⟦width 16KP⟧)
libvips: VipsJpeg: Premature end of JPEG file (⟦photos/«h40».jpg⟧, ⟦2048x1536⟧)
Pillow: PIL.Image.DecompressionBombError: Image size (⟦298598400⟧ pixels) exceeds limit of ⟦178956970⟧ pixels (file ⟦scan_keycard_front.png⟧)
SoX: sox FAIL formats: can't open input file `⟦voicemail_«d10».wav⟧': WAVE: RIFF header not found
Blender: Error: Cannot read file "⟦//textures/lock_key_normal.png⟧": No such file or directory (scene ⟦Vault⟧)
DaVinci Resolve: Media Offline: ⟦A001_C003_«d6»_R1BK.braw⟧ (clip id ⟦«uuid»⟧)
HLS packager: segment ⟦seg_«d5».ts⟧ duration ⟦6.006⟧s exceeds target ⟦6⟧s (variant ⟦1080p⟧, key URI ⟦skd://«h32»⟧)
Widevine: license request failed: ⟦KEY_ID_NOT_FOUND⟧ (kid ⟦«h32»⟧, content id ⟦«h16»⟧)
GDAL: ERROR 1: PROJ: proj_create_from_database: crs not found: ⟦EPSG:27700⟧ (dataset ⟦os_vectormap_tokens.gpkg⟧)
GDAL: ERROR 4: `⟦/vsis3/geo-raw/dem/N46E008.hgt⟧' does not exist in the file system, and is not recognized as a supported dataset name.
PostGIS: ERROR: ⟦lwgeom_intersection⟧: GEOS Error: TopologyException: Input geom 1 is invalid: Self-intersection at ⟦2603318.44 1199851.27⟧ (parcel ⟦CH-«d9»⟧)
QGIS: Layer ⟦parcels_keyed⟧ is not valid: The layer ⟦/data/cadastre/secret_gardens.shp⟧ is not a valid layer and can not be added to the map
Shapely: GEOSException: IllegalArgumentException: Points of LinearRing do not form a closed linestring (⟦4⟧ points, ring ⟦hole_0⟧)
GeoPandas: ValueError: Cannot transform naive geometries. Please set a crs on the object first. (frame ⟦access_points⟧, ⟦1832⟧ rows)
Mapbox GL: Error: Source layer "⟦building_keys⟧" does not exist on source "⟦composite⟧" (style ⟦mapbox://styles/acme/«l25»⟧)
OSRM: [error] Input file ⟦europe-latest.osrm.hsgr⟧ not found! (profile ⟦car.lua⟧, checksum ⟦«h8»⟧)
osm2pgsql: ERROR: Failed to read from file '⟦planet-«d6».osm.pbf⟧': unknown data (node id ⟦«d10»⟧)
GeoServer: ServiceException: Could not find layer ⟦topp:states_token_density⟧ (WMS ⟦1.3.0⟧, request ⟦GetMap⟧)
Leaflet: Error: Invalid LatLng object: (⟦NaN⟧, ⟦8.5417⟧) (marker ⟦kiosk-key-drop-12⟧)
"""
