#include "app/ui/font_builder.h"

#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "app/platform/glyph_raster.h"

namespace app {
namespace {

constexpr unsigned kBold = 1;  // ImFontConfig::FontBuilderFlags: this builder's own bits

// ImGui insists on font data; the browser is the font here.
const unsigned char kNoFileData[1] = {0};

GlyphFace face_of(const ImFontConfig& cfg) {
  return GlyphFace{cfg.SizePixels, (cfg.FontBuilderFlags & kBold) != 0};
}

// One font's glyphs while the atlas is built.
struct FaceGlyphs {
  FaceMetrics metrics;
  ImVector<ImWchar> codepoints;
  ImVector<GlyphBox> boxes;
  ImVector<int> rect;  // per glyph: its custom rectangle, -1 without ink
  ImVector<int> at;    // per glyph: its (x, y) in the texture
};

// Shelf packing, tallest first: every rectangle of the atlas (glyphs, card sprites,
// ImGui's cursor and line data) with `pad` transparent pixels between them. Returns the
// height used.
int pack(ImVector<ImFontAtlasCustomRect>& rects, int width, int pad) {
  // Tallest first, so each shelf wastes little height; equal heights in their order. Each
  // rectangle is one int (height, then index) in a plain sort of ints: the page has that
  // sort anyway, and one with a comparator of its own cost about 0.8 KB gzip. Glyphs are
  // fewer than 65536 and lower than 32768 px.
  std::vector<int> order(static_cast<std::size_t>(rects.Size));
  for (int i = 0; i < rects.Size; ++i)
    order[static_cast<std::size_t>(i)] =
        (0x7FFF - std::min<int>(rects[i].Height, 0x7FFF)) << 16 | i;
  std::sort(order.begin(), order.end());
  int x = pad, y = pad, shelf = 0;
  for (const int key : order) {
    ImFontAtlasCustomRect& r = rects[key & 0xFFFF];
    if (x + r.Width + pad > width) x = pad, y += shelf + pad, shelf = 0;
    r.X = static_cast<unsigned short>(x);
    r.Y = static_cast<unsigned short>(y);
    x += r.Width + pad;
    shelf = std::max(shelf, static_cast<int>(r.Height));
  }
  return y + shelf + pad;
}

int texture_width(const ImFontAtlas* atlas, int pad) {
  if (atlas->TexDesiredWidth > 0) return atlas->TexDesiredWidth;
  long area = 0;
  for (const ImFontAtlasCustomRect& r : atlas->CustomRects)
    area += static_cast<long>(r.Width + pad) * (r.Height + pad);
  const float side = std::sqrt(static_cast<float>(area)) + 1.0f;  // ImGui's own rule of thumb
  return side >= 4096 * 0.7f ? 4096 : side >= 2048 * 0.7f ? 2048 : side >= 1024 * 0.7f ? 1024 : 512;
}

bool build(ImFontAtlas* atlas) {
  ImFontAtlasBuildInit(atlas);
  atlas->TexID = nullptr;
  atlas->ClearTexData();

  std::vector<FaceGlyphs> faces(static_cast<size_t>(atlas->ConfigData.Size));
  for (int i = 0; i < atlas->ConfigData.Size; ++i) {
    ImFontConfig& cfg = atlas->ConfigData[i];
    FaceGlyphs& f = faces[static_cast<size_t>(i)];
    for (const ImWchar* r = cfg.GlyphRanges; r[0]; r += 2)
      for (unsigned c = r[0]; c <= r[1]; ++c) f.codepoints.push_back(static_cast<ImWchar>(c));
    const int n = f.codepoints.Size;
    f.boxes.resize(n);
    f.rect.resize(n);
    f.at.resize(n * 2);
    f.metrics = browser_draw_glyphs(face_of(cfg), f.codepoints.Data, n, f.boxes.Data);
    ImFontAtlasBuildSetupFont(atlas, cfg.DstFont, &cfg, f.metrics.ascent, -f.metrics.descent);
    // Whole-pixel advances and a whole-pixel baseline keep every glyph on the pixel grid
    // (the atlas is drawn 1:1 in device pixels), so text is as crisp as the page's own.
    const float baseline = std::round(f.metrics.ascent);
    for (int g = 0; g < n; ++g) {
      const GlyphBox& b = f.boxes[g];
      const float advance = std::round(b.advance);
      f.rect[g] = -1;
      if (b.w > 0)
        f.rect[g] = atlas->AddCustomRectFontGlyph(
            cfg.DstFont, f.codepoints[g], b.w, b.h, advance,
            ImVec2(static_cast<float>(b.x0), baseline + static_cast<float>(b.y0)));
      else cfg.DstFont->AddGlyph(nullptr, f.codepoints[g], 0, 0, 0, 0, 0, 0, 0, 0, advance);
    }
  }

  const int pad = std::max(1, atlas->TexGlyphPadding);
  atlas->TexWidth = texture_width(atlas, pad);
  const int used = pack(atlas->CustomRects, atlas->TexWidth, pad);
  // WebGL 2 takes any height: a power of two would add up to half again of memory,
  // conversion to RGBA and upload, all before the first frame.
  atlas->TexHeight = used;
  atlas->TexUvScale = ImVec2(1.0f / static_cast<float>(atlas->TexWidth),
                             1.0f / static_cast<float>(atlas->TexHeight));
  // Built in RGBA from the start, as ImGui's renderer uploads it and the card art is painted:
  // an alpha texture converted afterwards cost a phone a quarter of a second. The empty
  // texel is ImGui's own conversion of alpha 0 (white, transparent).
  const size_t texels =
      static_cast<size_t>(atlas->TexWidth) * static_cast<size_t>(atlas->TexHeight);
  atlas->TexPixelsRGBA32 = static_cast<unsigned int*>(IM_ALLOC(texels * 4));
  std::fill_n(atlas->TexPixelsRGBA32, texels, IM_COL32(255, 255, 255, 0));
  ImFontAtlasBuildFinish(atlas);  // ImGui's own rectangles, and the glyphs registered
  // ImGui leaves its own empty texels black in RGBA: white like the rest, so that the
  // filtered edge of an anti-aliased line stays the line's colour.
  for (const int id : {atlas->PackIdMouseCursors, atlas->PackIdLines}) {
    if (id < 0) continue;
    const ImFontAtlasCustomRect& r = atlas->CustomRects[id];
    for (int y = r.Y; y < r.Y + r.Height; ++y)
      for (int x = r.X; x < r.X + r.Width; ++x) {
        unsigned int& texel = atlas->TexPixelsRGBA32[y * atlas->TexWidth + x];
        if (texel == IM_COL32_BLACK_TRANS) texel = IM_COL32(255, 255, 255, 0);
      }
  }

  for (int i = 0; i < atlas->ConfigData.Size; ++i) {
    FaceGlyphs& f = faces[static_cast<size_t>(i)];
    for (int g = 0; g < f.codepoints.Size; ++g) {
      const ImFontAtlasCustomRect* r = f.rect[g] >= 0 ? &atlas->CustomRects[f.rect[g]] : nullptr;
      f.at[2 * g] = r ? r->X : 0;
      f.at[2 * g + 1] = r ? r->Y : 0;
    }
    browser_copy_glyphs(face_of(atlas->ConfigData[i]), f.codepoints.Data, f.codepoints.Size,
                        f.at.Data, atlas->TexPixelsRGBA32, atlas->TexWidth);
  }
  return true;
}

const ImFontBuilderIO kBuilder{build};

}  // namespace

ImFont* add_browser_font(ImFontAtlas* atlas, float line_px, const ImWchar* ranges, bool bold) {
  ImFontConfig cfg;
  cfg.FontData = const_cast<unsigned char*>(kNoFileData);
  cfg.FontDataSize = sizeof kNoFileData;
  cfg.FontDataOwnedByAtlas = false;
  cfg.SizePixels = line_px;
  cfg.GlyphRanges = ranges;
  cfg.FontBuilderFlags = bold ? kBold : 0;
  return atlas->AddFont(&cfg);
}

const ImFontBuilderIO* browser_font_builder() { return &kBuilder; }

}  // namespace app
