// A fixture of the layer check's test: a header of a layer above the engine.
#pragma once
