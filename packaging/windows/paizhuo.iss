; Inno Setup 6 script: installs the PyInstaller bundle dist\paizhuo as "Paizhuo" (per user by default).
; (saved as UTF-8 with a BOM so ISCC reads 牌桌 correctly)
; Built by scripts/build_bundle.py --package on Windows, or by hand from the repository root:
;   iscc /DAppVersion=<version from desktop/__init__.py> packaging\windows\paizhuo.iss
; Output: dist\Paizhuo-<version>-windows-x64-setup.exe

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#define Root AddBackslash(SourcePath) + "..\.."

[Setup]
AppId={{3F0464F8-23CE-4579-A96A-3D858A5B5051}
AppName=Paizhuo 牌桌
AppVersion={#AppVersion}
AppVerName=Paizhuo {#AppVersion}
AppPublisher=Paizhuo engineers
DefaultDirName={autopf}\Paizhuo
DefaultGroupName=Paizhuo
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#Root}\dist
OutputBaseFilename=Paizhuo-{#AppVersion}-windows-x64-setup
SetupIconFile={#Root}\resources\icons\paizhuo.ico
UninstallDisplayIcon={app}\paizhuo.exe
UninstallDisplayName=Paizhuo 牌桌 {#AppVersion}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Root}\dist\paizhuo\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; a new version may drop files of the old one
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\Paizhuo 牌桌"; Filename: "{app}\paizhuo.exe"
Name: "{autodesktop}\Paizhuo 牌桌"; Filename: "{app}\paizhuo.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\paizhuo.exe"; Description: "{cm:LaunchProgram,Paizhuo}"; Flags: nowait postinstall skipifsilent
